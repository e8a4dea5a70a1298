/**
 * Closing a survey by date or count: 受付終了日時 (an instant, entered as a Tokyo wall
 * clock) and 回答数の上限. Shared with the Cloud Functions (functions/scripts/copy-shared.mjs):
 * the responses trigger closes a survey at its limit, the scheduled closer at its time, and the
 * rules (firestore.rules, mirrored by `responseRejection`) refuse answers past either. It imports
 * only the shared Tokyo-time module.
 */
import { instantOf } from '../../../lib/tokyo-time';

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
  const closesAt = instantOf(survey.closesAt)?.getTime() ?? null;
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
  const closesAt = instantOf(survey.closesAt)?.getTime() ?? null;
  return {
    status: 'closed',
    closedAt: reason === 'time' && closesAt !== null ? new Date(closesAt) : now,
  };
}
