/**
 * The ONE aggregation of survey answers. It feeds the staff results page, the public
 * `surveyStats/{surveyId}` document (kept by the Cloud Function and by the local backend on
 * submit) and the public result page. It is a fold, so a trigger can add one response to the
 * stored statistics without reading every response again.
 *
 * Answers come from anonymous visitors, so nothing they send becomes structure: a choice is
 * counted only when it is one of the field's own options, under `choiceKey(option value)` (a
 * fixed-length hash, always a valid Firestore field name, never the answer text); ratings only as
 * integers 1-5; numbers only when finite, of a sane size and within minValue / maxValue. Anything
 * else adds to the field's single `other` count, which public pages never list.
 *
 * Dependency-free on purpose (but for answer-value.ts): functions/ compiles this very file.
 */
import { isEmptyAnswer, type AggregatableAnswer } from './answer-value';
import { answerTraits } from './answer-traits';
import { visibleFieldIds, type LinkValues, type ShowIf } from './show-if';

export { isEmptyAnswer, type AggregatableAnswer };

/** Minimal shapes so this file needs no app imports (functions/ compiles it on its own). */
export interface AggregatableField {
  id: string;
  type: string;
  /** Choice fields: the options; only their values are counted (表示条件 name them by id). */
  options?: readonly { id?: string; value: string }[];
  showIf?: ShowIf;
  minValue?: number;
  maxValue?: number;
}

export interface NumericSummary {
  count: number;
  sum: number;
  min: number | null;
  max: number | null;
}

export interface FieldStats {
  /** Responses with a valid, non-empty answer to this field. */
  answered: number;
  /** A question with 表示条件: the responses it was shown to (show-if.ts); else 0. */
  shown: number;
  /** Choices by `choiceKey(option value)`, ratings by '1'..'5'. */
  counts: Record<string, number>;
  /** Responses whose answer was not valid for the field (not an option, out of range, ...). */
  other: number;
  /** Number and rating fields: valid numeric answers only. */
  numeric: NumericSummary;
}

export interface SurveyStats {
  /** Key scheme of `counts`; documents without it were written before choiceKey existed. */
  version: number;
  responseCount: number;
  fields: Record<string, FieldStats>;
}

/** Version 2: choices under choiceKey, `other` counts. Version 1 (no field) keyed by raw text. */
export const STATS_VERSION = 2;

/**
 * No form asks for more; it keeps a sum of millions of answers finite (two answers of 1e308
 * would otherwise make the average Infinity or NaN).
 */
const MAX_ABS_NUMBER = 1e15;
/**
 * Where statistics are counted (the trigger, the results page), an answer is read only this far:
 * a choice or number answer longer than this, or with more items, is not one (it counts as
 * `other`), so a forged ~1 MiB response costs the fold no more than a short one. Text answers
 * are only counted as answered, never read.
 */
export const MAX_COUNTED_CHARS = 1000;
export const MAX_COUNTED_ITEMS = 100;
const RATING_MIN = 1;
const RATING_MAX = 5;

export function emptyStats(): SurveyStats {
  return { version: STATS_VERSION, responseCount: 0, fields: {} };
}

function emptyFieldStats(): FieldStats {
  return {
    answered: 0,
    shown: 0,
    counts: {},
    other: 0,
    numeric: { count: 0, sum: 0, min: null, max: null },
  };
}

/**
 * cyrb53 (a public-domain 53-bit string hash): synchronous and import-free, so the browser and
 * the Cloud Function compute the same key. Only the values of one field's own options are ever
 * hashed, so a collision would need two options of one question to collide (odds ~1e-16).
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The `counts` key of a choice option: 'o' + 14 hex digits. Always a valid Firestore field name
 * (short, no `__x__` pattern, no dots). Changing it orphans every stored statistics document.
 */
export function choiceKey(optionValue: string): string {
  return `o${hash53(optionValue).toString(16).padStart(14, '0')}`;
}

/** How often `optionValue` was chosen, as the statistics store it. */
export function optionCount(stats: FieldStats | undefined, optionValue: string): number {
  return stats?.counts[choiceKey(optionValue)] ?? 0;
}

/** How often the rating `n` (1..5) was given. */
export function ratingCount(stats: FieldStats | undefined, n: number): number {
  return stats?.counts[String(n)] ?? 0;
}

/** Number and rating answers may be stored as strings; anything non-numeric is dropped. */
export function toNumber(value: AggregatableAnswer): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A number answer that may be counted for `field`, or null. */
function validNumber(field: AggregatableField, value: AggregatableAnswer): number | null {
  const number = toNumber(value);
  if (number === null) return null;
  if (answerTraits(field.type)?.kind === 'rating') {
    return Number.isInteger(number) && number >= RATING_MIN && number <= RATING_MAX ? number : null;
  }
  if (Math.abs(number) > MAX_ABS_NUMBER) return null;
  if (typeof field.minValue === 'number' && number < field.minValue) return null;
  if (typeof field.maxValue === 'number' && number > field.maxValue) return null;
  return number;
}

/** The chosen option values of a choice answer, or null when it is not a valid choice. */
function validChoices(field: AggregatableField, value: AggregatableAnswer): string[] | null {
  const options = new Set((field.options ?? []).map((option) => option.value));
  const items = [...new Set((Array.isArray(value) ? value : [value]).map((item) => String(item)))];
  const chosen = items.filter((item) => item.trim() !== '');
  if (chosen.length === 0 || chosen.some((item) => !options.has(item))) return null;
  if (answerTraits(field.type)?.kind === 'choice' && chosen.length > 1) return null;
  return chosen;
}

function copyFieldStats(stats: FieldStats | undefined): FieldStats {
  if (!stats) return emptyFieldStats();
  return { ...stats, counts: { ...stats.counts }, numeric: { ...stats.numeric } };
}

function oversized(value: AggregatableAnswer): boolean {
  if (typeof value === 'string') return value.length > MAX_COUNTED_CHARS;
  if (!Array.isArray(value)) return false;
  return (
    value.length > MAX_COUNTED_ITEMS ||
    value.some((item) => String(item).length > MAX_COUNTED_CHARS)
  );
}

/** Adds one non-empty answer to `current` (mutated): counted when valid, else `other`. */
function countAnswer(current: FieldStats, field: AggregatableField, value: AggregatableAnswer) {
  const kind = answerTraits(field.type)?.kind;
  const read = kind === 'number' || kind === 'rating' || kind === 'choice' || kind === 'choices';
  if (read && oversized(value)) {
    current.other += 1;
    return;
  }
  if (kind === 'number' || kind === 'rating') {
    const number = validNumber(field, value);
    const sum = number === null ? NaN : current.numeric.sum + number;
    if (number === null || !Number.isFinite(sum)) {
      current.other += 1;
      return;
    }
    current.numeric.count += 1;
    current.numeric.sum = sum;
    current.numeric.min =
      current.numeric.min === null ? number : Math.min(current.numeric.min, number);
    current.numeric.max =
      current.numeric.max === null ? number : Math.max(current.numeric.max, number);
    if (kind === 'rating') {
      const key = String(number);
      current.counts[key] = (current.counts[key] ?? 0) + 1;
    }
  } else if (kind === 'choice' || kind === 'choices') {
    const chosen = validChoices(field, value);
    if (chosen === null) {
      current.other += 1;
      return;
    }
    for (const item of chosen) {
      const key = choiceKey(item);
      current.counts[key] = (current.counts[key] ?? 0) + 1;
    }
  }
  current.answered += 1;
}

/**
 * Counts one response into `stats.fields` (mutated; each touched field's stats must be the
 * caller's own): a conditional question's `shown` when its rule showed it, and the answers of
 * the questions shown (an answer to a hidden question is never counted).
 */
function countResponse(
  fields: readonly AggregatableField[],
  answers: Readonly<Record<string, AggregatableAnswer>>,
  link: LinkValues,
  own: (fieldId: string) => FieldStats,
) {
  // Without rules every question is shown: the 10,000-response fold skips the rule pass.
  const visible = fields.some((field) => field.showIf)
    ? visibleFieldIds(fields, answers, link)
    : null;
  for (const field of fields) {
    if (visible && !visible.has(field.id)) continue;
    if (field.showIf) own(field.id).shown += 1;
    const value = answers[field.id];
    if (isEmptyAnswer(value)) continue;
    countAnswer(own(field.id), field, value);
  }
}

/** Returns new statistics with one more response; `stats` is left untouched. */
export function addResponse(
  stats: SurveyStats,
  fields: readonly AggregatableField[],
  answers: Readonly<Record<string, AggregatableAnswer>>,
  link: LinkValues = {},
): SurveyStats {
  const next: SurveyStats = {
    version: STATS_VERSION,
    responseCount: stats.responseCount + 1,
    fields: { ...stats.fields },
  };
  const copied = new Set<string>();
  countResponse(fields, answers, link, (id) => {
    if (!copied.has(id)) {
      copied.add(id);
      next.fields[id] = copyFieldStats(next.fields[id]);
    }
    return next.fields[id]!;
  });
  return next;
}

/** Every response counted afresh; `linkOf(i)`: the personal link's values of the i-th, if any. */
export function aggregateAnswers(
  fields: readonly AggregatableField[],
  responses: readonly Readonly<Record<string, AggregatableAnswer>>[],
  linkOf: (index: number) => LinkValues = () => ({}),
): SurveyStats {
  // Mutating a private accumulator keeps 10,000 responses linear instead of copying per step.
  const stats = emptyStats();
  const own = (id: string) => (stats.fields[id] ??= emptyFieldStats());
  responses.forEach((answers, index) => {
    stats.responseCount += 1;
    countResponse(fields, answers, linkOf(index), own);
  });
  return stats;
}

export function average(stats: FieldStats | undefined): number | null {
  if (!stats || stats.numeric.count === 0) return null;
  const value = stats.numeric.sum / stats.numeric.count;
  return Number.isFinite(value) ? value : null;
}

/** Percent of `count` in `total`, rounded to one decimal (spec section 9). */
export function percent(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((count / total) * 1000) / 10;
}
