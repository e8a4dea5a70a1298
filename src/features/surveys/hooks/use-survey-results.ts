import { useAsync } from '@/lib/use-async';
import { listSurveyResponses } from '../data/responses';
import { listNotificationFailures, type NotificationFailure } from '../data/notifications';
import { getSummaryDrafts } from '../data/summaries';
import { getSurvey } from '../data/surveys';
import type { StoredSummary, Survey, SurveyResponse } from '../model/types';

export interface SurveyResults {
  survey: Survey;
  responses: SurveyResponse[];
  /** AI summary drafts by field id (staff only; the published copies are on the survey). */
  summaryDrafts: Record<string, StoredSummary>;
  /** Responses whose Chatwork message failed, newest first. */
  notificationFailures: NotificationFailure[];
}

/** The survey and all its responses (both collections); null data when the survey is absent. */
export function useSurveyResults(surveyId: string) {
  return useAsync(surveyId, async (): Promise<SurveyResults | null> => {
    const [survey, responses, summaryDrafts, notificationFailures] = await Promise.all([
      getSurvey(surveyId),
      listSurveyResponses(surveyId),
      getSummaryDrafts(surveyId),
      listNotificationFailures(surveyId),
    ]);
    return survey ? { survey, responses, summaryDrafts, notificationFailures } : null;
  });
}
