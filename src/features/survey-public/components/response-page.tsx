import { answerTraits } from '@/features/surveys';
import { useParams } from '@/lib/public-router';
import { AsyncSwitch } from '@/components/ui/async-switch';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { loadResult, type Outcome } from '../data/load-result';
import { resultStrings as result } from '../result-strings';
import { publicStrings } from '../strings';
import { PublicAggregates } from './public-aggregates';
import { PublicCard, PublicLayout, PublicMessage } from './public-layout';
import { PublicLoading } from './public-loading';

/** /response/{responseId} and /{id}: what a visitor sees after answering. */
export function ResponsePage({ id }: { id?: string }) {
  const params = useParams();
  const responseId = id ?? params.responseId ?? params.id ?? '';
  const { state } = useAsync(responseId, () => loadResult(responseId), {
    onError: (error) => console.error('load response failed', error),
  });
  return (
    <AsyncSwitch
      state={state}
      loading={<PublicLoading />}
      renderError={() => <PublicMessage tone="error" text={publicStrings.errors.loadFailed} />}
    >
      {(outcome) => <ResultView outcome={outcome} />}
    </AsyncSwitch>
  );
}

function ResultView({ outcome }: { outcome: Outcome }) {
  useDocumentTitle(outcome.kind === 'result' ? outcome.survey.title : undefined);
  if (outcome.kind === 'notice') return <PublicMessage tone="error" text={outcome.message} />;
  const { response, survey, stats, footerText } = outcome;
  const ownTextAnswers = survey.fields.filter(
    (field) =>
      // Free-text questions, as the field-type registry says (not an email or a choice).
      answerTraits(field.type)?.kind === 'text' &&
      typeof response.answers[field.id] === 'string' &&
      (response.answers[field.id] as string).trim() !== '',
  );
  // Only summaries staff published; older unreviewed entries stay hidden.
  const summaries = survey.fields.filter(
    (field) => survey.summaries[field.id]?.summary && survey.summaries[field.id]?.publishedAt,
  );

  return (
    <PublicLayout>
      <PublicCard className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">{result.heading}</h1>
        <p className="mt-2 text-sm text-slate-500">{survey.title}</p>
        {survey.thankYouMessage ? (
          <p className="mt-4 text-left text-sm whitespace-pre-wrap text-slate-700">
            {survey.thankYouMessage}
          </p>
        ) : null}
      </PublicCard>

      <PublicCard>
        <h2 className="text-lg font-semibold text-slate-900">{result.aggregateTitle}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{result.responseCount}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">
              {stats.responseCount}
            </dd>
          </div>
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{result.questionCount}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">
              {survey.fields.length}
            </dd>
          </div>
        </dl>
        <div className="mt-6">
          <PublicAggregates fields={survey.fields} stats={stats} />
        </div>
      </PublicCard>

      {ownTextAnswers.length > 0 ? (
        <PublicCard>
          <h2 className="text-lg font-semibold text-slate-900">{result.yourAnswers}</h2>
          <dl className="mt-4 flex flex-col gap-4">
            {ownTextAnswers.map((field) => (
              <div key={field.id}>
                <dt className="text-xs text-slate-500">{field.label}</dt>
                <dd className="mt-1 text-sm whitespace-pre-wrap text-slate-800">
                  {String(response.answers[field.id])}
                </dd>
              </div>
            ))}
          </dl>
        </PublicCard>
      ) : null}

      {summaries.length > 0 ? (
        <PublicCard>
          <h2 className="text-lg font-semibold text-slate-900">{result.aiSummary}</h2>
          <div className="mt-4 flex flex-col gap-4">
            {summaries.map((field) => (
              <div key={field.id}>
                <p className="text-xs text-slate-500">{field.label}</p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">
                  {survey.summaries[field.id]!.summary}
                </p>
              </div>
            ))}
          </div>
        </PublicCard>
      ) : null}

      {footerText ? (
        <footer className="px-2 text-center text-xs whitespace-pre-wrap text-slate-500">
          {footerText}
        </footer>
      ) : null}
    </PublicLayout>
  );
}
