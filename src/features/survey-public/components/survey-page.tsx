import { useNavigate, useParams } from 'react-router-dom';
import { responsePublicUrl } from '@/lib/paths';
import { getPublicSurvey } from '@/features/surveys';
import { useLoad } from '../hooks/use-load';
import { publicStrings } from '../strings';
import { PublicMessage } from './public-layout';
import { PublicLoading } from './public-loading';
import { SurveyForm } from './survey-form';

/** /survey/{surveyId} and /{id}: the form, or the notice that replaces it. */
export function SurveyPage({ id }: { id?: string }) {
  const params = useParams();
  const surveyId = id ?? params.surveyId ?? params.id ?? '';
  const navigate = useNavigate();
  const load = useLoad(surveyId, () =>
    surveyId ? getPublicSurvey(surveyId) : Promise.resolve(null),
  );

  if (!surveyId) return <PublicMessage tone="error" text={publicStrings.errors.invalidSurveyUrl} />;
  if (load.state === 'loading') return <PublicLoading />;
  if (load.state === 'failed') {
    console.error('load survey failed', load.error);
    return <PublicMessage tone="error" text={publicStrings.errors.loadFailed} />;
  }
  const survey = load.value;
  if (!survey) return <PublicMessage tone="error" text={publicStrings.errors.invalidSurveyUrl} />;
  if (survey.status !== 'published') {
    const notice =
      survey.status === 'draft'
        ? publicStrings.notice.draft
        : survey.status === 'closed'
          ? publicStrings.notice.closed
          : publicStrings.notice.other;
    return <PublicMessage text={notice} />;
  }

  const goToResult = (responseId: string) => {
    const target = new URL(responsePublicUrl(responseId));
    // Same origin: client-side navigation keeps the loaded app; otherwise the survey host.
    if (target.origin === window.location.origin) navigate(target.pathname, { replace: true });
    else window.location.assign(target.href);
  };
  return <SurveyForm survey={survey} onSubmitted={goToResult} />;
}
