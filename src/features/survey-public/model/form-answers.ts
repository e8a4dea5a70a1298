import { isEmptyAnswer, type AnswerValue, type SurveyField } from '@/features/surveys';

export type FormValues = Record<string, string | string[]>;

/** Spec section 5: every required field needs an answer (an empty checkbox list is none). */
export function missingRequired(fields: readonly SurveyField[], values: FormValues): boolean {
  return fields.some((field) => field.required && isEmptyAnswer(values[field.id]));
}

/** Form strings -> stored answers: numbers for number and rating, empty answers left out. */
export function toAnswers(
  fields: readonly SurveyField[],
  values: FormValues,
): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined || isEmptyAnswer(value)) continue;
    if ((field.type === 'number' || field.type === 'rating') && typeof value === 'string') {
      const number = Number(value);
      answers[field.id] = Number.isFinite(number) ? number : value;
    } else {
      answers[field.id] = value;
    }
  }
  return answers;
}
