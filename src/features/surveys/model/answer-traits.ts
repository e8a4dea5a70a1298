import type { KnownFieldType } from './field-types';

/**
 * The field-type registry's part the public form and the statistics need (the rest is in
 * field-types.ts): how each type's answer is stored, checked and counted. Its own module so the
 * public survey page downloads only this. Dependency-free (copied into functions/).
 */

/**
 * How an answer is stored, checked and counted: free text, a number (min / max), an e-mail
 * address, a date, one option, several options, or a 1-5 rating.
 */
export type AnswerKind = 'text' | 'number' | 'email' | 'date' | 'choice' | 'choices' | 'rating';

export interface AnswerTraits {
  kind: AnswerKind;
  /** The longest answer the form accepts (characters), or null when the control bounds it. */
  maxLength: number | null;
  /** The form shows the type's controls as a group (a fieldset named by the question). */
  group: boolean;
}

/** Public form and statistics. */
export const ANSWER_TRAITS = {
  text: { kind: 'text', maxLength: 500, group: false },
  textarea: { kind: 'text', maxLength: 5000, group: false },
  number: { kind: 'number', maxLength: null, group: false },
  email: { kind: 'email', maxLength: 254, group: false },
  radio: { kind: 'choice', maxLength: null, group: true },
  checkbox: { kind: 'choices', maxLength: null, group: true },
  select: { kind: 'choice', maxLength: null, group: false },
  date: { kind: 'date', maxLength: null, group: false },
  rating: { kind: 'rating', maxLength: null, group: true },
} as const satisfies Record<KnownFieldType, AnswerTraits>;

/** The answer traits of a stored type, or null for a type this version does not know. */
export function answerTraits(type: string): AnswerTraits | null {
  return Object.hasOwn(ANSWER_TRAITS, type) ? ANSWER_TRAITS[type as KnownFieldType] : null;
}

/** Whether answers of this type are option values (one or several). */
export function isChoiceAnswer(type: string): boolean {
  const kind = answerTraits(type)?.kind;
  return kind === 'choice' || kind === 'choices';
}
