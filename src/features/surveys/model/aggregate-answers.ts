/**
 * The ONE aggregation of survey answers. It feeds the staff results page, the public
 * `surveyStats/{surveyId}` document (kept by the Cloud Function and by the local backend on
 * submit) and the public result page. It is a fold, so a trigger can add one response to the
 * stored statistics without reading every response again.
 *
 * Dependency-free on purpose: functions/ compiles this very file.
 */

/** Minimal shapes so this file needs no imports (functions/ compiles it on its own). */
export interface AggregatableField {
  id: string;
  type: string;
}
export type AggregatableAnswer = string | number | boolean | string[] | null | undefined;

export interface NumericSummary {
  count: number;
  sum: number;
  min: number | null;
  max: number | null;
}

export interface FieldStats {
  /** Non-empty answers. */
  answered: number;
  /** Choice fields and ratings: how often each value was given. */
  counts: Record<string, number>;
  /** Number and rating fields: numeric answers only. */
  numeric: NumericSummary;
}

export interface SurveyStats {
  responseCount: number;
  fields: Record<string, FieldStats>;
}

const COUNTED_TYPES = new Set(['radio', 'checkbox', 'select', 'rating']);
const NUMERIC_TYPES = new Set(['number', 'rating']);

export function emptyStats(): SurveyStats {
  return { responseCount: 0, fields: {} };
}

function emptyFieldStats(): FieldStats {
  return { answered: 0, counts: {}, numeric: { count: 0, sum: 0, min: null, max: null } };
}

export function isEmptyAnswer(value: AggregatableAnswer): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((item) => String(item).trim() === '');
  return false;
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

/** A stored answer value as the aggregation reads it; anything else counts as empty. */
export function toAggregatableAnswer(value: unknown): AggregatableAnswer {
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return null;
}

/** The fields of a stored survey document, as far as aggregation needs them. */
export function storedFields(data: Record<string, unknown>): AggregatableField[] {
  if (!Array.isArray(data.fields)) return [];
  return data.fields.flatMap((field: unknown) =>
    isRecord(field) && typeof field.id === 'string' && typeof field.type === 'string'
      ? [{ id: field.id, type: field.type }]
      : [],
  );
}

/** Returns new statistics with one more response; `stats` is left untouched. */
export function addResponse(
  stats: SurveyStats,
  fields: readonly AggregatableField[],
  answers: Readonly<Record<string, AggregatableAnswer>>,
): SurveyStats {
  const next: SurveyStats = { responseCount: stats.responseCount + 1, fields: { ...stats.fields } };
  for (const field of fields) {
    const value = answers[field.id];
    if (isEmptyAnswer(value)) continue;
    const previous = next.fields[field.id] ?? emptyFieldStats();
    const current: FieldStats = {
      answered: previous.answered,
      counts: { ...previous.counts },
      numeric: { ...previous.numeric },
    };
    if (NUMERIC_TYPES.has(field.type)) {
      const number = toNumber(value);
      if (number === null) continue;
      current.numeric.count += 1;
      current.numeric.sum += number;
      current.numeric.min =
        current.numeric.min === null ? number : Math.min(current.numeric.min, number);
      current.numeric.max =
        current.numeric.max === null ? number : Math.max(current.numeric.max, number);
      if (field.type === 'rating') {
        const key = String(number);
        current.counts[key] = (current.counts[key] ?? 0) + 1;
      }
    } else if (COUNTED_TYPES.has(field.type)) {
      const values = Array.isArray(value) ? value : [String(value)];
      for (const item of new Set(values.map(String).filter((v) => v.trim() !== ''))) {
        current.counts[item] = (current.counts[item] ?? 0) + 1;
      }
    }
    current.answered += 1;
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
    const added = addResponse({ responseCount: stats.responseCount, fields: {} }, fields, answers);
    stats.responseCount = added.responseCount;
    for (const [fieldId, one] of Object.entries(added.fields)) {
      const total = (stats.fields[fieldId] ??= emptyFieldStats());
      total.answered += one.answered;
      for (const [key, count] of Object.entries(one.counts))
        total.counts[key] = (total.counts[key] ?? 0) + count;
      if (one.numeric.count > 0) {
        total.numeric.count += one.numeric.count;
        total.numeric.sum += one.numeric.sum;
        total.numeric.min =
          total.numeric.min === null
            ? one.numeric.min
            : Math.min(total.numeric.min, one.numeric.min!);
        total.numeric.max =
          total.numeric.max === null
            ? one.numeric.max
            : Math.max(total.numeric.max, one.numeric.max!);
      }
    }
  }
  return stats;
}

export function average(stats: FieldStats | undefined): number | null {
  if (!stats || stats.numeric.count === 0) return null;
  return stats.numeric.sum / stats.numeric.count;
}

/** Percent of `count` in `total`, rounded to one decimal (spec section 9). */
export function percent(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((count / total) * 1000) / 10;
}

/** Reads a stored statistics document defensively (documents may be partial or old). */
export function parseStats(data: Record<string, unknown> | null | undefined): SurveyStats {
  const stats = emptyStats();
  if (!data) return stats;
  if (typeof data.responseCount === 'number') stats.responseCount = data.responseCount;
  const fields = data.fields;
  if (typeof fields !== 'object' || fields === null) return stats;
  for (const [fieldId, raw] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    const numeric = (entry.numeric ?? {}) as Record<string, unknown>;
    const counts: Record<string, number> = {};
    if (typeof entry.counts === 'object' && entry.counts !== null) {
      for (const [key, value] of Object.entries(entry.counts as Record<string, unknown>))
        if (typeof value === 'number') counts[key] = value;
    }
    const numberOr = (value: unknown, fallback: number | null) =>
      typeof value === 'number' ? value : fallback;
    stats.fields[fieldId] = {
      answered: numberOr(entry.answered, 0)!,
      counts,
      numeric: {
        count: numberOr(numeric.count, 0)!,
        sum: numberOr(numeric.sum, 0)!,
        min: numberOr(numeric.min, null),
        max: numberOr(numeric.max, null),
      },
    };
  }
  return stats;
}
