import { useNavigate, useParams, useRouteData } from '@/lib/public-router';
import { AsyncSwitch } from '@/components/ui/async-switch';
import { responsePublicUrl } from '@/lib/public-urls';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  getPublicSurvey,
  linkKeysOf,
  loadSurveyLogic,
  type LinkValues,
  type Survey,
  type SurveyLogic,
} from '@/features/surveys';
import { answeredResponseId, ownResponseId, rememberAnswer } from '../model/answered-here';
import { publicStrings } from '../strings';
import { AnsweredNotice } from './answered-notice';
import { PublicMessage } from './public-layout';
import { PublicLoading } from './public-loading';
import { SurveyForm } from './survey-form';

const logFailure = (error: unknown) => console.error('load survey failed', error);

/**
 * The survey (closed when past its closing), and for a personal link that already answered a one-answer-per-link survey, that
 * first response (the check loads only then: most visits carry no token).
 */
export async function loadSurvey(surveyId: string) {
  const survey = await getPublicSurvey(surveyId);
  // Past its closing time or at its answer limit, a published survey is closed, as the server is
  // about to record (the rules already refuse answers). closingReason in surveys/model/closing.ts
  // says the same; written out here because the page's first download has a budget.
  if (
    survey?.status === 'published' &&
    ((survey.closesAt?.getTime() ?? Infinity) <= Date.now() ||
      survey.responseCount >= (survey.maxResponses ?? Infinity))
  )
    survey.status = 'closed';
  const throughLink = window.location.search.includes('c=');
  const visit = () => import('../data/link-visit');
  const [firstAnswer, link, logic] = await Promise.all([
    survey?.oneAnswerPerLink && throughLink
      ? visit().then((v) => v.answeredThroughLink(survey.id))
      : null,
    // The link's customer values, only when a 表示条件 reads them.
    survey && throughLink && linkKeysOf(survey.fields).length > 0
      ? visit().then((v) => v.linkValuesOfVisit(survey.id))
      : {},
    // What applies 表示条件, only for a survey that has some.
    survey?.fields.some((field) => field.showIf) ? loadSurveyLogic() : null,
  ]);
  return survey && { survey, firstAnswer, link, logic };
}

type Loaded = Awaited<ReturnType<typeof loadSurvey>>;

/** /survey/{surveyId} and /{id}: the form, or the notice that replaces it. */
export function SurveyPage({ id }: { id?: string }) {
  const params = useParams();
  const surveyId = id ?? params.surveyId ?? params.id ?? '';
  // Read before the page mounted (public-routes.ts), so the first render is the form.
  const preloaded = useRouteData<Loaded>();
  const { state } = useAsync(
    surveyId,
    () => (surveyId ? loadSurvey(surveyId) : Promise.resolve(null)),
    { onError: logFailure, ...(id === undefined && preloaded ? { initial: preloaded } : {}) },
  );

  if (!surveyId) return <PublicMessage tone="error" text={publicStrings.errors.invalidSurveyUrl} />;
  return (
    <AsyncSwitch
      state={state}
      loading={<PublicLoading />}
      renderError={() => <PublicMessage tone="error" text={publicStrings.errors.loadFailed} />}
    >
      {(loaded) => (
        <SurveyOrNotice
          survey={loaded?.survey ?? null}
          firstAnswer={loaded?.firstAnswer}
          link={loaded?.link}
          logic={loaded?.logic ?? null}
        />
      )}
    </AsyncSwitch>
  );
}

function SurveyOrNotice({
  survey,
  firstAnswer,
  link,
  logic,
}: {
  survey: Survey | null;
  firstAnswer?: string | null | undefined;
  link?: LinkValues;
  logic: SurveyLogic | null;
}) {
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

  if (firstAnswer)
    return <AnsweredNotice responseId={firstAnswer} text={publicStrings.notice.linkAnswered} />;
  if (survey.oneAnswerPerBrowser && answeredResponseId(survey.id))
    return <AnsweredNotice responseId={ownResponseId(survey.id)} />;

  const goToResult = (responseId: string) => {
    if (survey.oneAnswerPerBrowser) rememberAnswer(survey.id, responseId);
    const target = new URL(responsePublicUrl(responseId));
    // Same origin: client-side navigation keeps the loaded app; otherwise the survey host.
    if (target.origin === window.location.origin) void navigate(target.pathname, { replace: true });
    else window.location.assign(target.href);
  };
  return <SurveyForm survey={survey} link={link} logic={logic} onSubmitted={goToResult} />;
}
