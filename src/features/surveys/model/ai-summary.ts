import { BUILDER_TRAITS, isKnownFieldType } from './field-types';
import type { GenerateSummaryRequest } from '@/contracts/ai-summary';
import type { AnswerValue, StoredSummary, SurveyField } from './types';

/** Only free-text questions can be summarised, and only when the builder enabled it. */
export function isSummarisable(field: SurveyField): boolean {
  return (
    isKnownFieldType(field.type) &&
    BUILDER_TRAITS[field.type].aiSummary &&
    field.enableAiSummary === true
  );
}

/** The non-empty text answers of one question, in response order. */
export function summaryInputs(
  field: SurveyField,
  answersList: readonly Readonly<Record<string, AnswerValue>>[],
): string[] {
  return answersList
    .map((answers) => answers[field.id])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim());
}

/** A stored summary is reused while it was made from the same number of non-empty answers. */
export function canReuseSummary(stored: StoredSummary | undefined, answerCount: number): boolean {
  return stored !== undefined && stored.summary !== '' && stored.responseCount === answerCount;
}

/**
 * What the browser sends at most: the server bounds its prompt to the same numbers
 * (functions/src/ai-summary/summary-prompt.ts), so sending more would only cost upload time.
 */
export const SUMMARY_MAX_ANSWERS = 200;
export const SUMMARY_MAX_ANSWER_CHARS = 500;

/**
 * The callable's payload (the contract's shape) with `totalAnswers` always set. `answers` are
 * newest first (the order the results page holds responses in), at most SUMMARY_MAX_ANSWERS;
 * `totalAnswers` counts every non-empty answer, and the prompt says how many it shows.
 */
export type SummaryRequest = Required<GenerateSummaryRequest>;

export function summaryRequest(field: SurveyField, answers: readonly string[]): SummaryRequest {
  return {
    question: field.label,
    answers: answers.slice(0, SUMMARY_MAX_ANSWERS).map((answer) => {
      const chars = Array.from(answer);
      return chars.length > SUMMARY_MAX_ANSWER_CHARS
        ? chars.slice(0, SUMMARY_MAX_ANSWER_CHARS).join('')
        : answer;
    }),
    totalAnswers: answers.length,
  };
}

export type SummaryGenerator = (field: SurveyField, answers: readonly string[]) => Promise<string>;
