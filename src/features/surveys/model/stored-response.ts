/**
 * Reading stored surveys and responses as the aggregation needs them: a response's answers by
 * field id (current maps and legacy arrays), whether a document is a countable response, an
 * answer value, and a survey's fields. Shared with the Cloud Functions
 * (functions/scripts/copy-shared.mjs) like the aggregation itself; dependency-free.
 */
import type { AggregatableAnswer } from './answer-value';
import type { AggregatableField } from './aggregate-answers';
import { parseShowIf } from './show-if-stored';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
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
      out.options = field.options.flatMap((option: unknown, index) => {
        const value = storedOptionValue(option);
        // The id as parse-survey.ts gives it: 表示条件 name options by id.
        const id =
          isRecord(option) && typeof option.id === 'string' ? option.id : `option-${index}`;
        return value === null ? [] : [{ id, value }];
      });
    }
    const showIf = parseShowIf(field.showIf);
    if (showIf) out.showIf = showIf;
    const minValue = storedNumber(field.minValue);
    const maxValue = storedNumber(field.maxValue);
    if (minValue !== undefined) out.minValue = minValue;
    if (maxValue !== undefined) out.maxValue = maxValue;
    return [out];
  });
}
