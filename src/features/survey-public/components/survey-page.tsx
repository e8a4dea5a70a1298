import { useNavigate, useParams } from '@/lib/public-router';
import { AsyncView } from '@/components/ui/async-view';
import { responsePublicUrl } from '@/lib/public-urls';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getPublicSurvey, type Survey } from '@/features/surveys';
import { answeredResponseId, ownResponseId, rememberAnswer } from '../model/answered-here';
import { publicStrings } from '../strings';
import { AnsweredNotice } from './answered-notice';
import { PublicMessage } from './public-layout';
import { PublicLoading } from './public-loading';
import { SurveyForm } from './survey-form';

const logFailure = (error: unknown) => console.error('load survey failed', error);

/** /survey/{surveyId} and /{id}: the form, or the notice that replaces it. */
export function SurveyPage({ id }: { id?: string }) {
  const params = useParams();
  const surveyId = id ?? params.surveyId ?? params.id ?? '';
  const { state, reload } = useAsync(
    surveyId,
    () => (surveyId ? getPublicSurvey(surveyId) : Promise.resolve(null)),
    { onError: logFailure },
  );

  if (!surveyId) return <PublicMessage tone="error" text={publicStrings.errors.invalidSurveyUrl} />;
  return (
    <AsyncView
      state={state}
      onRetry={reload}
      loading={<PublicLoading />}
      renderError={() => <PublicMessage tone="error" text={publicStrings.errors.loadFailed} />}
    >
      {(survey) => <SurveyOrNotice survey={survey} />}
    </AsyncView>
  );
}

function SurveyOrNotice({ survey }: { survey: Survey | null }) {
  const navigate = useNavigate();
  useDocumentTitle(survey?.title);
  if (!survey) return <PublicMessage tone="error" text={publicStrings.errors.invalidSurveyUrl} />;
  // An archived survey no longer accepts answers (the rules refuse them), whatever its status.
  if (survey.isArchived) return <PublicMessage text={publicStrings.notice.other} />;
  if (survey.status !== 'published') {
    const notice =
      survey.status === 'draft'
        ? publicStrings.notice.draft
        : survey.status === 'closed'
          ? publicStrings.notice.closed
          : publicStrings.notice.other;
    return <PublicMessage text={notice} />;
  }

  if (survey.oneAnswerPerBrowser && answeredResponseId(survey.id))
    return <AnsweredNotice responseId={ownResponseId(survey.id)} />;

  const goToResult = (responseId: string) => {
    if (survey.oneAnswerPerBrowser) rememberAnswer(survey.id, responseId);
    const target = new URL(responsePublicUrl(responseId));
    // Same origin: client-side navigation keeps the loaded app; otherwise the survey host.
    if (target.origin === window.location.origin) void navigate(target.pathname, { replace: true });
    else window.location.assign(target.href);
  };
  return <SurveyForm survey={survey} onSubmitted={goToResult} />;
}
