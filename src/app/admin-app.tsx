import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/ui/toast';
import { SessionProvider, useSession } from '@/features/auth';
import type { LinkValues, Survey } from '@/features/surveys';
import * as surveyLogic from '@/features/surveys/model/show-if';
// Not through the surveys' index.ts: the public survey page imports that, and a React context
// there costs its bundle 2.6 kB.
import { PreviewFormProvider } from '@/features/surveys/components/preview/preview-form-slot';
// The slot alone, not the customers' index.ts (the whole customer area would join this chunk).
import {
  CustomerMentionsProvider,
  type MentionsAboutProps,
} from '@/features/customers/page/components/mentions-slot';
import { MentionsAboutCustomer } from '@/features/mentions';
import { adminRoutes } from './routes/admin-routes';

const router = createBrowserRouter(adminRoutes());

/** The visitors' answer form, which the survey preview shows (loaded when a preview opens). */
const PublicSurveyForm = lazy(() =>
  import('@/features/survey-public').then((m) => ({ default: m.PublicSurveyForm })),
);
// The preview always takes the 表示条件 logic (staff pages have no bundle budget to keep).
const renderPreviewForm = (survey: Survey, link: LinkValues) => (
  <PublicSurveyForm
    survey={survey}
    link={link}
    logic={surveyLogic}
    preview
    onSubmitted={() => {}}
  />
);

/** A customer's timeline lists the member's mentions naming it (the customers' slot). */
const renderMentionsAbout = (props: MentionsAboutProps) => <MentionsAboutCustomer {...props} />;

/** Nothing renders until the auth state is known (spec part 1, section 2). */
function WhenAuthKnown() {
  const { session } = useSession();
  if (session.status === 'loading') return null;
  return <RouterProvider router={router} />;
}

export function AdminApp() {
  return (
    <SessionProvider>
      <PreviewFormProvider value={renderPreviewForm}>
        <CustomerMentionsProvider value={renderMentionsAbout}>
          <WhenAuthKnown />
        </CustomerMentionsProvider>
      </PreviewFormProvider>
      <ToastViewport />
    </SessionProvider>
  );
}
