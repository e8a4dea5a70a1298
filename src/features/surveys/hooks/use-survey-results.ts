import { useAsync } from '@/lib/use-async';
import { listSurveyResponses } from '../data/responses';
import { getSummaryDrafts } from '../data/summaries';
import { getSurvey } from '../data/surveys';
import type { StoredSummary, Survey, SurveyResponse } from '../model/types';

export interface SurveyResults {
  survey: Survey;
  responses: SurveyResponse[];
  /** AI summary drafts by field id (staff only; the published copies are on the survey). */
  summaryDrafts: Record<string, StoredSummary>;
}

/** The survey and all its responses (both collections); null data when the survey is absent. */
export function useSurveyResults(surveyId: string) {
  return useAsync(surveyId, async (): Promise<SurveyResults | null> => {
    const [survey, responses, summaryDrafts] = await Promise.all([
      getSurvey(surveyId),
      listSurveyResponses(surveyId),
      getSummaryDrafts(surveyId),
    ]);
    return survey ? { survey, responses, summaryDrafts } : null;
  });
}
