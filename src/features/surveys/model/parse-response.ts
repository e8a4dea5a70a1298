import { parseDate, parseText } from '@/lib/publishable/publishable-meta';
import { storedAnswerEntries, toAggregatableAnswer } from './stored-response';
import type { AnswerValue, SurveyResponse } from './types';

// Responses apart from surveys: the public survey page parses a survey but never a response, so
// it need not load the aggregation these use (budget: the public bundle).
type Raw = Record<string, unknown>;

/** Current responses store a map; legacy ones an array of {fieldId, value}. Both become a map. */
export function parseAnswers(data: Raw): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const [fieldId, value] of Object.entries(storedAnswerEntries(data)))
    answers[fieldId] = toAggregatableAnswer(value) ?? null;
  return answers;
}

export function parseResponse(
  id: string,
  data: Raw,
  source: SurveyResponse['source'],
): SurveyResponse {
  return {
    id,
    surveyId: parseText(data.surveyId),
    answers: parseAnswers(data),
    submittedAt: parseDate(data.submittedAt),
    source,
  };
}
