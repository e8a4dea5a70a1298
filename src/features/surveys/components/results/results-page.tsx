import { publishStatusLabels } from '@/components/publishing/strings';
import { ArrowLeft, Download } from 'lucide-react';
import { useStaffIdentity } from '@/features/auth';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, Page } from '@/components/ui/page';
import { AsyncView } from '@/components/ui/async-view';
import { EmptyState } from '@/components/ui/states';
import { downloadFile } from '@/lib/download';
import { paths } from '@/lib/paths';
import { useSurveyResults, type SurveyResults } from '../../hooks/use-survey-results';
import { aggregateAnswers } from '../../model/aggregate-answers';
import { isSummarisable, summaryInputs } from '../../model/ai-summary';
import { hasAnswerList } from '../../model/answer-list';
import { buildResultsCsv, csvFileName } from '../../model/results-csv';
import type { Survey, SurveyResponse } from '../../model/types';
import { resultsStrings } from '../../results-strings';
import { closingNote } from '../closing-note';
import { AiSummaryPanel } from './ai-summary-panel';
import { NotificationFailures } from './notification-failures';
import { AnswerList } from './answer-list';
import { QuestionAggregate } from './question-aggregate';
import { ResponseDetailModal } from './response-detail-modal';
import { ResponseList } from './response-list';

function downloadCsv(survey: Survey, responses: SurveyResponse[]) {
  downloadFile(
    csvFileName(survey.id),
    buildResultsCsv(survey.fields, responses),
    'text/csv;charset=utf-8',
  );
}

function StatCard({
  label,
  value,
  note,
}: {
  label: string;
  value: string | number;
  /** A line under the value (e.g. when the survey stops taking answers). */
  note?: string;
}) {
  return (
    <Card className="p-5">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-500">{note}</p> : null}
    </Card>
  );
}

/** /surveys/{surveyId}/results: aggregates, charts, response list, CSV and AI summaries. */
export function SurveyResultsPage() {
  const surveyId = useParams().surveyId ?? '';
  const navigate = useNavigate();
  const { state, reload } = useSurveyResults(surveyId);

  const back = (
    <Button variant="secondary" onClick={() => navigate(paths.surveys)}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {resultsStrings.back}
    </Button>
  );

  if (state.status === 'success' && state.data) return <Results {...state.data} back={back} />;
  return (
    <Page title={resultsStrings.title} actions={state.status === 'success' ? undefined : back}>
      <Card>
        <AsyncView
          state={state}
          onRetry={reload}
          errorMessage={resultsStrings.loadFailed}
          isEmpty={(data) => data === null}
          empty={
            <div className="p-10 text-center">
              <p role="alert" className="text-sm text-slate-700">
                {resultsStrings.notFound}
              </p>
              <Link
                to={paths.surveys}
                className="text-brand-600 mt-4 inline-block text-sm hover:underline"
              >
                {resultsStrings.backToList}
              </Link>
            </div>
          }
        >
          {() => null}
        </AsyncView>
      </Card>
    </Page>
  );
}

function Results({
  survey,
  responses,
  summaryDrafts,
  notificationFailures,
  back,
}: SurveyResults & { back: ReactNode }) {
  const me = useStaffIdentity();
  // ?response={id}: a customer's answer opened from their row (アンケートURL dialog).
  const [params] = useSearchParams();
  const [detail, setDetail] = useState<SurveyResponse | null>(
    () => responses.find((response) => response.id === params.get('response')) ?? null,
  );
  const stats = useMemo(
    () =>
      aggregateAnswers(
        survey.fields,
        responses.map((response) => response.answers),
      ),
    [survey, responses],
  );
  const answersList = responses.map((response) => response.answers);
  return (
    <Page
      title={
        <span className="flex flex-col">
          <span className="text-sm font-normal text-slate-500">{resultsStrings.title}</span>
          {survey.title}
        </span>
      }
      actions={
        <>
          {back}
          <Button onClick={() => downloadCsv(survey, responses)}>
            <Download className="h-4 w-4" aria-hidden />
            {resultsStrings.exportCsv}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={resultsStrings.responseCount} value={responses.length} />
        <StatCard label={resultsStrings.questionCount} value={survey.fields.length} />
        <StatCard
          label={resultsStrings.status}
          value={publishStatusLabels[survey.status]}
          note={closingNote(survey)}
        />
      </div>

      <NotificationFailures failures={notificationFailures} />
      {responses.length === 0 ? (
        <Card>
          <EmptyState title={resultsStrings.empty} hint={resultsStrings.emptyHint} />
        </Card>
      ) : (
        <>
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">{resultsStrings.aggregates}</h2>
            <div className="mt-4 flex flex-col divide-y divide-slate-100">
              {survey.fields.map((field, index) => (
                <div key={field.id} className="py-6 first:pt-2">
                  <QuestionAggregate field={field} index={index} stats={stats?.fields[field.id]} />
                  {hasAnswerList(field) ? <AnswerList field={field} responses={responses} /> : null}
                  {isSummarisable(field) ? (
                    <AiSummaryPanel
                      surveyId={survey.id}
                      field={field}
                      answers={summaryInputs(field, answersList)}
                      stored={summaryDrafts[field.id] ?? survey.summaries[field.id]}
                      published={survey.summaries[field.id]}
                      by={me}
                    />
                  ) : null}
                </div>
              ))}
            </div>
          </Card>
          <Card>
            <h2 className="px-6 pt-5 pb-3 text-lg font-semibold text-slate-900">
              {resultsStrings.responses}
            </h2>
            <ResponseList fields={survey.fields} responses={responses} onShow={setDetail} />
          </Card>
        </>
      )}
      <ResponseDetailModal
        fields={survey.fields}
        response={detail}
        onClose={() => setDetail(null)}
      />
    </Page>
  );
}
