import { useAsync } from '@/lib/use-async';
import { listSurveyResponses } from '../data/responses';
import { getSurvey } from '../data/surveys';
import type { Survey, SurveyResponse } from '../model/types';

export interface SurveyResults {
  survey: Survey;
  responses: SurveyResponse[];
}

/** The survey and all its responses (both collections); null data when the survey is absent. */
export function useSurveyResults(surveyId: string) {
  return useAsync(surveyId, async (): Promise<SurveyResults | null> => {
    const [survey, responses] = await Promise.all([
      getSurvey(surveyId),
      listSurveyResponses(surveyId),
    ]);
    return survey ? { survey, responses } : null;
  });
}
