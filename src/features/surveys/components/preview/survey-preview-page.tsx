import { Link, useParams } from 'react-router-dom';
import { AsyncView } from '@/components/ui/async-view';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/lib/paths';
import { useAsync } from '@/lib/use-async';
import { surveyStore } from '../../data/surveys';
import { useLinkOptions } from '../../hooks/use-link-options';
import { surveyStrings as s } from '../../strings';
import { PreviewBanner } from './preview-banner';
import { PreviewForm } from './preview-form-slot';

const linkClass =
  'focus-visible:outline-brand-600 inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * /surveys/{surveyId}/preview: the stored survey, whatever its status (a draft included), as a
 * visitor will see it, outside the admin shell, with submission disabled.
 */
export function SurveyPreviewPage() {
  const { surveyId = '' } = useParams();
  const { state, reload } = useAsync(surveyId, () => surveyStore.get(surveyId));
  const linkOptions = useLinkOptions();
  return (
    <div className="min-h-screen bg-slate-50">
      <PreviewBanner>
        <Link to={paths.surveys} className={linkClass}>
          {s.previewBack}
        </Link>
        <Link to={paths.surveyEdit(surveyId)} className={linkClass}>
          {s.previewEdit}
        </Link>
      </PreviewBanner>
      <AsyncView state={state} onRetry={reload} errorMessage={s.editorLoadFailed}>
        {(survey) =>
          survey ? (
            <PreviewForm survey={survey} linkOptions={linkOptions} />
          ) : (
            <main>
              <EmptyState title={s.notFound} />
            </main>
          )
        }
      </AsyncView>
    </div>
  );
}
