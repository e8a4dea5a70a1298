/**
 * Reading a stored statistics document (`surveyStats/{surveyId}`) defensively. Shared with the
 * Cloud Functions (functions/scripts/copy-shared.mjs) like the aggregation that writes it.
 */
import { choiceKey, emptyStats, STATS_VERSION, type SurveyStats } from './aggregate-answers';
import { isRecord } from './stored-response';

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
      shown: count(raw.shown),
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
