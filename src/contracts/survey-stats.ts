/**
 * The 再集計 callable: staff rebuild a survey's statistics from every response.
 * Dependency-free: copied into functions/src/shared/contracts/.
 */
export const RECOUNT_SURVEY_STATS = 'recountSurveyStats';

export interface RecountRequest {
  surveyId: string;
}

export interface RecountResponse {
  /** Responses counted. */
  responseCount: number;
}
