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

export { isEmptyAnswer, type AggregatableAnswer };

/** Minimal shapes so this file needs no app imports (functions/ compiles it on its own). */
export interface AggregatableField {
  id: string;
  type: string;
  /** Choice fields: the options; only their values are counted. */
  options?: readonly { value: string }[];
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answers of a stored response, by field id, values as stored. Current responses hold a map
 * in `answers`; legacy ones an array of {fieldId, value} in `answers` or `responses`.
 */
export function storedAnswerEntries(data: Record<string, unknown>): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  if (isRecord(data.answers)) Object.assign(entries, data.answers);
  const legacy = Array.isArray(data.responses)
    ? data.responses
    : Array.isArray(data.answers)
      ? data.answers
      : [];
  for (const entry of legacy) {
    if (isRecord(entry) && typeof entry.fieldId === 'string') entries[entry.fieldId] = entry.value;
  }
  return entries;
}

/**
 * Whether a stored document is a response of `surveyId` that can be counted at all: it names the
 * survey and holds answers (a map, or a legacy array). Anything else is skipped by counts.
 */
export function isCountableResponse(data: Record<string, unknown>, surveyId: string): boolean {
  return (
    data.surveyId === surveyId &&
    (isRecord(data.answers) || Array.isArray(data.answers) || Array.isArray(data.responses))
  );
}

/** A stored answer value as the aggregation reads it; anything else counts as empty. */
export function toAggregatableAnswer(value: unknown): AggregatableAnswer {
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return null;
}

/** An option's value as the app reads it: a plain string (legacy), else `value`, else `label`. */
function storedOptionValue(option: unknown): string | null {
  if (typeof option === 'string') return option;
  if (!isRecord(option)) return null;
  if (typeof option.value === 'string') return option.value;
  return typeof option.label === 'string' ? option.label : '';
}

function storedNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** The fields of a stored survey document, as far as aggregation needs them. */
export function storedFields(data: Record<string, unknown>): AggregatableField[] {
  if (!Array.isArray(data.fields)) return [];
  return data.fields.flatMap((field: unknown) => {
    if (!isRecord(field) || typeof field.id !== 'string' || typeof field.type !== 'string')
      return [];
    const out: AggregatableField = { id: field.id, type: field.type };
    if (Array.isArray(field.options)) {
      out.options = field.options.flatMap((option: unknown) => {
        const value = storedOptionValue(option);
        return value === null ? [] : [{ value }];
      });
    }
    const minValue = storedNumber(field.minValue);
    const maxValue = storedNumber(field.maxValue);
    if (minValue !== undefined) out.minValue = minValue;
    if (maxValue !== undefined) out.maxValue = maxValue;
    return [out];
  });
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

/** Returns new statistics with one more response; `stats` is left untouched. */
export function addResponse(
  stats: SurveyStats,
  fields: readonly AggregatableField[],
  answers: Readonly<Record<string, AggregatableAnswer>>,
): SurveyStats {
  const next: SurveyStats = {
    version: STATS_VERSION,
    responseCount: stats.responseCount + 1,
    fields: { ...stats.fields },
  };
  for (const field of fields) {
    const value = answers[field.id];
    if (isEmptyAnswer(value)) continue;
    const current = copyFieldStats(next.fields[field.id]);
    countAnswer(current, field, value);
    next.fields[field.id] = current;
  }
  return next;
}

export function aggregateAnswers(
  fields: readonly AggregatableField[],
  responses: readonly Readonly<Record<string, AggregatableAnswer>>[],
): SurveyStats {
  // Mutating a private accumulator keeps 10,000 responses linear instead of copying per step.
  const stats = emptyStats();
  for (const answers of responses) {
    stats.responseCount += 1;
    for (const field of fields) {
      const value = answers[field.id];
      if (isEmptyAnswer(value)) continue;
      countAnswer((stats.fields[field.id] ??= emptyFieldStats()), field, value);
    }
  }
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

/** Whether a stored statistics document uses today's keys; older ones are recounted by triggers. */
export function isCurrentStats(data: Record<string, unknown> | null | undefined): boolean {
  return data?.version === STATS_VERSION;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
const finiteOr = (value: unknown, fallback: number | null): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const RATING_KEYS = new Set(['1', '2', '3', '4', '5']);

/**
 * Reads a stored statistics document defensively (documents may be partial, old or poisoned).
 * A version-1 document (written before choiceKey) counted choices under the answer text itself:
 * each such key is re-keyed with choiceKey, so the public page finds its options' counts until
 * the next response makes the trigger recount the document; forged keys are then never listed.
 */
export function parseStats(data: Record<string, unknown> | null | undefined): SurveyStats {
  const stats = emptyStats();
  if (!data) return stats;
  const legacy = !isCurrentStats(data);
  stats.responseCount = count(data.responseCount);
  const fields = data.fields;
  if (!isRecord(fields)) return stats;
  for (const [fieldId, raw] of Object.entries(fields)) {
    if (!isRecord(raw)) continue;
    const numeric = isRecord(raw.numeric) ? raw.numeric : {};
    const counts: Record<string, number> = {};
    if (isRecord(raw.counts)) {
      for (const [key, value] of Object.entries(raw.counts)) {
        if (count(value) === 0) continue;
        if (!legacy) {
          counts[key] = count(value);
          continue;
        }
        if (RATING_KEYS.has(key)) counts[key] = count(value);
        const rekeyed = choiceKey(key);
        counts[rekeyed] = (counts[rekeyed] ?? 0) + count(value);
      }
    }
    const sum = finiteOr(numeric.sum, null);
    const numericCount = count(numeric.count);
    stats.fields[fieldId] = {
      answered: count(raw.answered),
      counts,
      other: count(raw.other),
      // A poisoned sum (Infinity, NaN) from an old document is dropped rather than shown.
      numeric:
        sum === null || numericCount === 0
          ? { count: 0, sum: 0, min: null, max: null }
          : {
              count: numericCount,
              sum,
              min: finiteOr(numeric.min, null),
              max: finiteOr(numeric.max, null),
            },
    };
  }
  return stats;
}
