import { answerTraits } from './answer-traits';
import { isEmptyAnswer } from './answer-value';
import { closingReason } from './closing';
import { visibleFieldIds, type LinkValues } from './show-if';
import { storedFields, toAggregatableAnswer } from './stored-response';

/**
 * Which responses a survey accepts: the same conditions as the `responses` block of
 * firestore.rules, for the browser-local backend (which has no rules) and for tests.
 */

/** The ids of a survey's fields, stored as `fieldIds` on every save so the rules can check keys. */
export function fieldIdsOf(fields: readonly { id: string }[]): string[] {
  return fields.map((field) => field.id);
}

/** The bound of an answer to a key no field of the survey names (a legacy survey's). */
export const LEGACY_ANSWER_BOUND = 5000;

/**
 * Characters an option answer may have at least: options edited after a visitor opened the page
 * still fit; only what no form sends (a pasted document) is out of bounds.
 */
const OPTION_ANSWER_FLOOR = 500;

/**
 * A number, rating or date answer as text (older responses stored '30' for 30; a date is
 * 'YYYY-MM-DD'), with room to spare.
 */
const SHORT_ANSWER_BOUND = 100;

type BoundedField = { id: unknown; type?: unknown; options?: unknown };

function optionValueLengths(options: unknown): number[] {
  if (!Array.isArray(options)) return [];
  return options.map((option) => {
    // Older surveys stored an option as its text alone.
    const value =
      typeof option === 'string' ? option : (option as { value?: unknown } | null)?.value;
    return typeof value === 'string' ? value.length : 0;
  });
}

/**
 * The most characters each field's answer may have, by its type: a text its type's maximum
 * (answer-traits.ts: the public form's own `maxLength`); a number, rating or date 100 as text;
 * one option the longest option value, several options their values' total (measured joined,
 * without separator; both at least 500). A number answer is small whatever its field.
 */
export function answerBoundsOf(fields: readonly BoundedField[]): Map<string, number> {
  const bounds = new Map<string, number>();
  for (const field of fields) {
    if (typeof field.id !== 'string') continue;
    const traits = answerTraits(typeof field.type === 'string' ? field.type : '');
    const lengths = optionValueLengths(field.options);
    const bound =
      traits?.kind === 'number' || traits?.kind === 'rating' || traits?.kind === 'date'
        ? SHORT_ANSWER_BOUND
        : traits?.kind === 'choice'
          ? Math.max(OPTION_ANSWER_FLOOR, ...lengths)
          : traits?.kind === 'choices'
            ? Math.max(
                OPTION_ANSWER_FLOOR,
                lengths.reduce((sum, n) => sum + n, 0),
              )
            : (traits?.maxLength ?? LEGACY_ANSWER_BOUND);
    bounds.set(field.id, bound);
  }
  return bounds;
}

/** Whether one answer fits its bound: text by length, a number always, a list of texts joined. */
export function answerFits(value: unknown, bound: number): boolean {
  if (typeof value === 'string') return value.length <= bound;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return true;
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string') && value.join('').length <= bound;
  return false;
}

/**
 * The most characters a response's answers may have together, whatever the survey: a legacy
 * survey without `fieldIds` takes up to 200 keys, each up to LEGACY_ANSWER_BOUND, which no form
 * sends. The longest form text is 5,000 characters, so ten of them still fit.
 */
export const MAX_RESPONSE_CHARACTERS = 50_000;

/** An answer's size as the bounds measure it: its text, a list's texts joined, else nothing. */
function answerLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value))
    return value.reduce<number>(
      (sum, item) => sum + (typeof item === 'string' ? item.length : 0),
      0,
    );
  return 0;
}

/**
 * The answer keys of a stored response that are out of their field's bound (a map, a nested
 * list, a text longer than the form takes), or every key when together they are longer than
 * MAX_RESPONSE_CHARACTERS. The public form never sends one: a response that has any was written
 * by hand, and the responses trigger deletes it before it is counted, landed on a customer or
 * notified (the rules cannot check each answer: docs/security.md).
 */
export function oversizedAnswers(
  survey: Record<string, unknown>,
  answers: Record<string, unknown>,
): string[] {
  const fields = Array.isArray(survey.fields) ? (survey.fields as BoundedField[]) : [];
  const bounds = answerBoundsOf(fields);
  const entries = Object.entries(answers);
  const outOfBounds = entries
    .filter(([key, value]) => !answerFits(value, bounds.get(key) ?? LEGACY_ANSWER_BOUND))
    .map(([key]) => key);
  if (outOfBounds.length > 0) return outOfBounds;
  const total = entries.reduce((sum, [, value]) => sum + answerLength(value), 0);
  return total > MAX_RESPONSE_CHARACTERS ? entries.map(([key]) => key) : [];
}

/**
 * The answer keys of questions the survey's 表示条件 hid for this response (with its personal
 * link's values): the public form never sends one, so a response that has any was written by
 * hand and is refused like an oversized one. Keys that name no question are `fieldIds`' business.
 */
export function hiddenAnswers(
  survey: Record<string, unknown>,
  answers: Record<string, unknown>,
  link: LinkValues = {},
): string[] {
  const fields = storedFields(survey);
  const read = Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [key, toAggregatableAnswer(value)]),
  );
  const visible = visibleFieldIds(fields, read, link);
  return fields
    .filter((field) => !visible.has(field.id) && !isEmptyAnswer(read[field.id]))
    .map((field) => field.id);
}

type ResponseRejection =
  'missing-survey' | 'not-published' | 'archived' | 'closed' | 'unknown-field';

/**
 * Why a stored survey document refuses these answers, or null when it accepts them: it must
 * exist, be published and not archived, and not past its closing time or answer limit;
 * when it keeps `fieldIds`, every answer key must be one of them (legacy surveys without the list
 * accept any keys).
 */
export function responseRejection(
  survey: Record<string, unknown> | null | undefined,
  answers: Record<string, unknown>,
  now: Date = new Date(),
): ResponseRejection | null {
  if (!survey) return 'missing-survey';
  if (survey.status !== 'published') return 'not-published';
  if (survey.isArchived === true) return 'archived';
  if (closingReason(survey, now)) return 'closed';
  if ('fieldIds' in survey) {
    const ids = survey.fieldIds;
    if (!Array.isArray(ids)) return 'unknown-field';
    const known = new Set(ids);
    if (Object.keys(answers).some((key) => !known.has(key))) return 'unknown-field';
  }
  return null;
}
