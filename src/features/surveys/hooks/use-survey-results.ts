import { type LinkedCustomers, linkedCustomersOf } from '@/features/customers';
import { useAsync } from '@/lib/use-async';
import { listNotificationFailures, type NotificationFailure } from '../data/notifications';
import { getSurveyStats } from '../data/public-result-read';
import { FIRST_PAGE, listResponsePage, type ResponsePage } from '../data/responses';
import { getSummaryDrafts } from '../data/summaries';
import { getStoredSurvey } from '../data/surveys';
import type { SurveyStats } from '../model/aggregate-answers';
import type { StoredSummary, Survey } from '../model/types';

export interface SurveyResults {
  survey: Survey;
  /** The stored statistics (kept by the trigger; 再集計 rebuilds them). */
  stats: SurveyStats;
  /** The newest responses; more pages load on request. */
  firstPage: ResponsePage;
  /** The customers of the survey's personal links (names on linked responses). */
  customers: LinkedCustomers;
  /** AI summary drafts by field id (staff only; the published copies are on the survey). */
  summaryDrafts: Record<string, StoredSummary>;
  /** Responses whose Chatwork message failed, newest first. */
  notificationFailures: NotificationFailure[];
}

/**
 * The results page's reads: the survey, its stored statistics and the first page of responses
 * (a survey may hold thousands of responses of up to ~1 MiB: never all at once); null data when
 * the survey is absent.
 */
export function useSurveyResults(surveyId: string) {
  return useAsync(surveyId, async (): Promise<SurveyResults | null> => {
    const [survey, stats, customers, summaryDrafts, notificationFailures] = await Promise.all([
      getStoredSurvey(surveyId),
      getSurveyStats(surveyId),
      linkedCustomersOf(surveyId),
      getSummaryDrafts(surveyId),
      listNotificationFailures(surveyId),
    ]);
    if (!survey) return null;
    const firstPage = await listResponsePage(surveyId, FIRST_PAGE, customers);
    return { survey, stats, firstPage, customers, summaryDrafts, notificationFailures };
  });
}
