import {
  answerTraits,
  isEmptyAnswer,
  type AnswerValue,
  type SurveyField,
} from '@/features/surveys';

export type FormValues = Record<string, string | string[]>;

/**
 * Form strings -> stored answers: numbers for number and rating, e-mail addresses without the
 * spaces around them, empty answers left out. What to refuse is `answer-rules.ts`'s job.
 */
export function toAnswers(
  fields: readonly SurveyField[],
  values: FormValues,
): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined || isEmptyAnswer(value)) continue;
    const kind = answerTraits(field.type)?.kind;
    if ((kind === 'number' || kind === 'rating') && typeof value === 'string') {
      const number = Number(value);
      answers[field.id] = Number.isFinite(number) ? number : value;
    } else if (kind === 'email' && typeof value === 'string') {
      answers[field.id] = value.trim();
    } else {
      answers[field.id] = value;
    }
  }
  return answers;
}
