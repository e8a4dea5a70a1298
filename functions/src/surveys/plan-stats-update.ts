import {
  addResponse,
  aggregateAnswers,
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
  /**
   * Only when `stats` is null: every stored response of the survey, current and legacy, this
   * one included. Surveys answered before the trigger existed have no statistics yet; counting
   * everything once keeps their public totals right instead of starting at 1.
   */
  allResponses?: readonly Record<string, unknown>[];
}

function answersOf(data: Record<string, unknown>): Record<string, AggregatableAnswer> {
  const answers: Record<string, AggregatableAnswer> = {};
  for (const [fieldId, value] of Object.entries(storedAnswerEntries(data)))
    answers[fieldId] = toAggregatableAnswer(value);
  return answers;
}

/**
 * Pure core of the trigger on responses/{id}: the new surveyStats document, or null when there is
 * nothing to do (response gone or already counted, survey unknown). The same fold as the results
 * page and the local backend (src/features/surveys/model/aggregate-answers.ts).
 */
export function planStatsUpdate(input: StatsInput): SurveyStats | null {
  const { response, survey, stats, allResponses = [response] } = input;
  if (!response || response[COUNTED_MARKER] !== undefined || !survey) return null;
  const fields = storedFields(survey);
  if (stats) return addResponse(parseStats(stats), fields, answersOf(response));
  return aggregateAnswers(
    fields,
    allResponses.flatMap((data) => (data ? [answersOf(data)] : [])),
  );
}
