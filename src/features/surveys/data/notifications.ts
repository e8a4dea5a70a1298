import { SURVEY_NOTIFICATIONS } from '@/contracts/collections';
import { backend } from '@/lib/backend';
import { instantOf } from '@/lib/tokyo-time';

/** A response whose Chatwork message could not be posted. */
export interface NotificationFailure {
  responseId: string;
  reason: string;
  at: Date | null;
}

/**
 * A message still 'queued' (the gate's, waiting for the notifier) or 'sending' this long after
 * never finished (a tab closed mid-send, a notifier that did not run).
 */
const STUCK_AFTER_MS = 10 * 60_000;
const STUCK_REASON = '送信が完了しませんでした（送信中にタブが閉じられたか、処理が中断されました）';

const stuck = (data: Record<string, unknown>, now: number) =>
  (data.status === 'queued' || data.status === 'sending') &&
  (instantOf(data.at)?.getTime() ?? now) < now - STUCK_AFTER_MS;

/**
 * The survey's failed Chatwork messages (and ones stuck before sending), newest first (`surveyNotifications`, written by the
 * notification function, or by the tab in local mode; staff read them).
 */
export async function listNotificationFailures(surveyId: string): Promise<NotificationFailure[]> {
  const docs = await backend().data.query(SURVEY_NOTIFICATIONS, {
    where: [{ field: 'surveyId', value: surveyId }],
  });
  const now = Date.now();
  return docs
    .filter((doc) => doc.data.status === 'failed' || stuck(doc.data, now))
    .map((doc) => ({
      responseId: doc.id,
      reason:
        doc.data.status === 'failed' && typeof doc.data.reason === 'string'
          ? doc.data.reason
          : STUCK_REASON,
      at: instantOf(doc.data.at),
    }))
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
}
