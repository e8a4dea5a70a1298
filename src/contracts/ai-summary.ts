/**
 * What the browser and the generateSurveySummary function agree on. Dependency-free: the
 * functions build copies this folder into functions/src/shared/contracts/.
 */

/** The callable's name on both backends. */
export const GENERATE_SURVEY_SUMMARY = 'generateSurveySummary';

/** Payload: the question's label, its non-empty answers (newest first) and how many there are. */
export interface GenerateSummaryRequest {
  question: string;
  answers: string[];
  totalAnswers?: number;
}

export interface GenerateSummaryResponse {
  summary: string;
  /** Answers the prompt held (it is bounded on the server). */
  used: number;
}
