/**
 * What the browser and the generateSurveySummary function agree on. Dependency-free: the
 * functions build copies this folder into functions/src/shared/contracts/.
 */

/** The callable's name on both backends. */
export const GENERATE_SURVEY_SUMMARY = 'generateSurveySummary';

/**
 * Payload: which question of which survey. The server reads the question and its answers from
 * the stored survey and responses; the browser sends no text to summarise.
 */
export interface GenerateSummaryRequest {
  surveyId: string;
  fieldId: string;
}

export interface GenerateSummaryResponse {
  summary: string;
  /** Answers the prompt held (it is bounded on the server). */
  used: number;
  /** Non-empty answers the question had when the summary was made. */
  total: number;
}
