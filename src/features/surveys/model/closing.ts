/**
 * Closing a survey by date or count (issue 27): 受付終了日時 (an instant, entered as a Tokyo wall
 * clock) and 回答数の上限. Shared with the Cloud Functions (functions/scripts/copy-shared.mjs):
 * the responses trigger closes a survey at its limit, the scheduled closer at its time, and the
 * rules (firestore.rules, mirrored by `responseRejection`) refuse answers past either. No imports.
 */

/** Tokyo is UTC+9 all year (no daylight saving). */
const TOKYO_OFFSET_MS = 9 * 3_600_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value read as Tokyo time ('2026-12-01T18:00'), or null when not one. */
export function fromTokyoLocal(text: string): Date | null {
  const match = LOCAL.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi) - TOKYO_OFFSET_MS);
  // Date.UTC rolls 2026-02-30 over to March: such a text is not a date.
  return toTokyoLocal(at) === text ? at : null;
}

/** An instant as a Tokyo `datetime-local` value ('2026-12-01T18:00'). */
export function toTokyoLocal(at: Date): string {
  return new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 16);
}

/** A stored instant (Date, Firestore Timestamp, or `{ seconds }`) in ms, or null. */
function millisOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object') {
    const stamp = value as { toMillis?: () => number; seconds?: unknown };
    if (typeof stamp.toMillis === 'function') return stamp.toMillis();
    if (typeof stamp.seconds === 'number') return stamp.seconds * 1000;
  }
  return null;
}

/** A positive whole number of answers, or null for none (anything else stored counts as none). */
export function storedLimit(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export type ClosingReason = 'time' | 'count';

/**
 * Why a stored survey no longer takes answers at `now` with `responseCount` answers counted,
 * or null: its closing time has come, or it holds as many answers as its limit.
 */
export function closingReason(
  survey: Record<string, unknown>,
  now: Date,
  responseCount: number = typeof survey.responseCount === 'number' ? survey.responseCount : 0,
): ClosingReason | null {
  const closesAt = millisOf(survey.closesAt);
  if (closesAt !== null && now.getTime() >= closesAt) return 'time';
  const limit = storedLimit(survey.maxResponses);
  if (limit !== null && responseCount >= limit) return 'count';
  return null;
}

/**
 * The update that closes a published survey for `reason` (status 終了 and the time it closed:
 * its closing time, or `now` at the limit), or null when it is not published or not due.
 */
export function closingUpdate(
  survey: Record<string, unknown>,
  now: Date,
  responseCount?: number,
): { status: 'closed'; closedAt: Date } | null {
  if (survey.status !== 'published') return null;
  const reason = closingReason(survey, now, responseCount);
  if (!reason) return null;
  const closesAt = millisOf(survey.closesAt);
  return {
    status: 'closed',
    closedAt: reason === 'time' && closesAt !== null ? new Date(closesAt) : now,
  };
}
