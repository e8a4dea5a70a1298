import { publishStatusLabels } from '@/components/publishing/strings';
import { ArrowLeft, Download, RefreshCw } from 'lucide-react';
import { useStaffIdentity } from '@/features/auth';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, Page } from '@/components/ui/page';
import { AsyncView } from '@/components/ui/async-view';
import { EmptyState } from '@/components/ui/states';
import { downloadFile } from '@/lib/download';
import { paths } from '@/lib/paths';
import { getSurveyResponse, listAllResponses } from '../../data/responses';
import { recountSurveyStats } from '../../data/recount';
import { useResponsePages } from '../../hooks/use-response-pages';
import { useSurveyResults, type SurveyResults } from '../../hooks/use-survey-results';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/error-reason';
import { isSummarisable } from '../../model/ai-summary';
import { hasAnswerList } from '../../model/answer-list';
import { buildResultsCsv, csvFileName } from '../../model/results-csv';
import type { SurveyResponse } from '../../model/types';
import { resultsStrings } from '../../results-strings';
import { closingNote } from '../closing-note';
import { AiSummaryPanel } from './ai-summary-panel';
import { NotificationFailures } from './notification-failures';
import { AnswerList } from './answer-list';
import { QuestionAggregate } from './question-aggregate';
import { ResponseDetailModal } from './response-detail-modal';
import { ResponseList } from './response-list';

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

  if (state.status === 'success' && state.data)
    return (
      <Results
        key={state.data.survey.updatedAt?.getTime()}
        {...state.data}
        back={back}
        onReload={reload}
      />
    );
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
  stats,
  firstPage,
  customers,
  summaryDrafts,
  notificationFailures,
  back,
  onReload,
}: SurveyResults & { back: ReactNode; onReload: () => void }) {
  const me = useStaffIdentity();
  const pages = useResponsePages(survey.id, firstPage, customers);
  const [detail, setDetail] = useState<SurveyResponse | null>(null);
  const [exported, setExported] = useState<number | null>(null);
  const [recounting, setRecounting] = useState(false);
  useLinkedResponse(survey.id, customers, pages.responses, setDetail);

  async function exportCsv() {
    setExported(0);
    try {
      const all = await listAllResponses(survey.id, setExported);
      downloadFile(
        csvFileName(survey.id),
        buildResultsCsv(survey.fields, all),
        'text/csv;charset=utf-8',
      );
    } catch (error) {
      console.error('results: CSV export failed', error);
      notify.error(resultsStrings.exportFailed);
    } finally {
      setExported(null);
    }
  }

  async function recount() {
    setRecounting(true);
    try {
      const count = await recountSurveyStats(survey.id);
      notify.success(resultsStrings.recounted(count));
      onReload();
    } catch (error) {
      console.error('results: recount failed', error);
      notify.error(resultsStrings.recountFailed(errorReason(error)));
    } finally {
      setRecounting(false);
    }
  }

  const total = Math.max(stats.responseCount, pages.responses.length);
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
          <Button variant="secondary" onClick={() => void recount()} disabled={recounting}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {recounting ? resultsStrings.recounting : resultsStrings.recount}
          </Button>
          <Button onClick={() => void exportCsv()} disabled={exported !== null}>
            <Download className="h-4 w-4" aria-hidden />
            {exported === null ? resultsStrings.exportCsv : resultsStrings.exporting(exported)}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={resultsStrings.responseCount} value={total} />
        <StatCard label={resultsStrings.questionCount} value={survey.fields.length} />
        <StatCard
          label={resultsStrings.status}
          value={publishStatusLabels[survey.status]}
          note={closingNote(survey)}
        />
      </div>
      <NotificationFailures failures={notificationFailures} />
      {total === 0 ? (
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
                  <QuestionAggregate field={field} index={index} stats={stats.fields[field.id]} />
                  {hasAnswerList(field) ? (
                    <AnswerList field={field} responses={pages.responses} />
                  ) : null}
                  {isSummarisable(field) ? (
                    <AiSummaryPanel
                      surveyId={survey.id}
                      field={field}
                      enabled={survey.aiSummaryEnabled}
                      answerCount={stats.fields[field.id]?.answered ?? 0}
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
            <ResponseList fields={survey.fields} responses={pages.responses} onShow={setDetail} />
            <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-4 text-sm text-slate-600">
              <span aria-live="polite">
                {resultsStrings.shownOf(pages.responses.length, total)}
              </span>
              {pages.failed ? (
                <span role="alert" className="text-red-700">
                  {resultsStrings.moreFailed}
                </span>
              ) : null}
              {pages.hasMore ? (
                <Button
                  variant="secondary"
                  onClick={() => void pages.loadMore()}
                  disabled={pages.loading}
                >
                  {pages.loading ? resultsStrings.loadingMore : resultsStrings.loadMore}
                </Button>
              ) : null}
            </div>
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

/**
 * ?response={id}: a customer's answer opened from their row (アンケートURL dialog): from the
 * loaded page, else read on its own (it may be older than the first page).
 */
function useLinkedResponse(
  surveyId: string,
  customers: SurveyResults['customers'],
  loaded: SurveyResponse[],
  show: (response: SurveyResponse) => void,
) {
  const [params] = useSearchParams();
  const wanted = params.get('response');
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || opened.current === wanted) return;
    opened.current = wanted;
    const found = loaded.find((response) => response.id === wanted);
    if (found) {
      show(found);
      return;
    }
    void getSurveyResponse(surveyId, wanted, customers)
      .then((response) => response && show(response))
      .catch((error: unknown) => console.error('results: linked response failed', error));
  }, [wanted, loaded, surveyId, customers, show]);
}
