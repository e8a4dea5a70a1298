import { isSummarisableField } from './summary-source';
import type { StoredSummary, SurveyField } from './types';

/** Only free-text questions can be summarised, and only when the builder enabled it. */
export function isSummarisable(field: SurveyField): boolean {
  return isSummarisableField(field);
}

/** A stored summary is reused while it was made from the same number of non-empty answers. */
export function canReuseSummary(stored: StoredSummary | undefined, answerCount: number): boolean {
  return stored !== undefined && stored.summary !== '' && stored.responseCount === answerCount;
}

/** Asks the server for a summary of one question of a stored survey. */
export type SummaryGenerator = (
  surveyId: string,
  field: SurveyField,
) => Promise<{ summary: string; total: number }>;
