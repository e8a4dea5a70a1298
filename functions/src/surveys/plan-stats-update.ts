import {
  addResponse,
  emptyStats,
  parseStats,
  storedAnswerEntries,
  storedFields,
  toAggregatableAnswer,
  type AggregatableAnswer,
  type SurveyStats,
} from '../shared/aggregate-answers.js';

/** The field a processed response carries, so a retried trigger does not count it twice. */
export const COUNTED_MARKER = 'statsCountedAt';

export interface StatsInput {
  /** responses/{id} as stored now (null when it was deleted before the trigger ran). */
  response: Record<string, unknown> | null;
  survey: Record<string, unknown> | null;
  stats: Record<string, unknown> | null;
}

/**
 * Pure core of the trigger on responses/{id}: the new surveyStats document, or null when there is
 * nothing to do (response gone or already counted, survey unknown). The same `addResponse` fold
 * as the results page and the local backend (src/features/surveys/model/aggregate-answers.ts).
 * A missing statistics document starts empty: responses stored before the trigger existed need a
 * one-off backfill (the local backend does it for its seed).
 */
export function planStatsUpdate(input: StatsInput): SurveyStats | null {
  const { response, survey, stats } = input;
  if (!response || response[COUNTED_MARKER] !== undefined || !survey) return null;
  const answers: Record<string, AggregatableAnswer> = {};
  for (const [fieldId, value] of Object.entries(storedAnswerEntries(response)))
    answers[fieldId] = toAggregatableAnswer(value);
  return addResponse(stats ? parseStats(stats) : emptyStats(), storedFields(survey), answers);
}
