import { ANSWER_TRAITS, answerTraits, isEmptyAnswer, type SurveyField } from '@/features/surveys';
import { formatNumber } from '@/lib/format-number';
import { answerStrings } from '../answer-strings';
import type { FormValues } from './form-answers';

/**
 * Longest answers the form accepts, in characters (UTF-16 units, as `maxLength` counts).
 * Generous for a back-office survey; they keep one response document far below Firestore's
 * 1 MiB limit even with 200 long answers, and RFC 5321 caps an address at 254.
 */
export const ANSWER_MAX_LENGTH = {
  text: ANSWER_TRAITS.text.maxLength,
  textarea: ANSWER_TRAITS.textarea.maxLength,
  email: ANSWER_TRAITS.email.maxLength,
} as const;

/** The kinds of answer the form refuses, one per question, in this order of importance. */
export type AnswerProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'email' }
  | { kind: 'notNumber' }
  | { kind: 'outOfRange'; min?: number; max?: number };

/**
 * The HTML standard's "valid e-mail address" (what `type="email"` accepts), except that the
 * domain needs a dot: 'name@localhost' is valid HTML but never a visitor's address. Full-width
 * characters (＠, ａ) are refused, as the browser does.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The length limit of a field type's answer, or null if the type has none (choices, dates). */
export function answerMaxLength(field: Pick<SurveyField, 'type'>): number | null {
  return answerTraits(field.type)?.maxLength ?? null;
}

const bound = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** What is wrong with one answer, or null when the form may send it. */
export function answerProblem(
  field: SurveyField,
  value: string | string[] | undefined,
): AnswerProblem | null {
  if (value === undefined || isEmptyAnswer(value)) {
    return field.required ? { kind: 'required' } : null;
  }
  if (typeof value !== 'string') return null;
  const max = answerMaxLength(field);
  if (max !== null && value.length > max) return { kind: 'tooLong', max };
  const kind = answerTraits(field.type)?.kind;
  if (kind === 'email' && !isEmailAddress(value)) return { kind: 'email' };
  if (kind === 'number') {
    const number = Number(value.trim());
    if (!Number.isFinite(number)) return { kind: 'notNumber' };
    const min = bound(field.minValue);
    const top = bound(field.maxValue);
    if ((min !== undefined && number < min) || (top !== undefined && number > top)) {
      return { kind: 'outOfRange', min, max: top };
    }
  }
  return null;
}

/** Every refused answer, keyed by field id, in the order the questions are shown. */
export function formProblems(
  fields: readonly SurveyField[],
  values: FormValues,
): [fieldId: string, problem: AnswerProblem][] {
  const problems: [string, AnswerProblem][] = [];
  for (const field of fields) {
    const problem = answerProblem(field, values[field.id]);
    if (problem) problems.push([field.id, problem]);
  }
  return problems;
}

const number = (value: number | undefined) => (value === undefined ? '' : formatNumber(value));

/** The message under a question whose answer the form refuses. */
export function problemMessage(problem: AnswerProblem): string {
  const m = answerStrings;
  switch (problem.kind) {
    case 'required':
      return m.required;
    case 'email':
      return m.email;
    case 'notNumber':
      return m.notNumber;
    case 'tooLong':
      return m.tooLong(formatNumber(problem.max));
    case 'outOfRange':
      if (problem.min !== undefined && problem.max !== undefined) {
        return m.between(number(problem.min), number(problem.max));
      }
      return problem.min !== undefined
        ? m.atLeast(number(problem.min))
        : m.atMost(number(problem.max));
  }
}
