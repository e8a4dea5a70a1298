import { SURVEY_NOTIFICATIONS } from '@/contracts/survey-notify';
import { backend } from '@/lib/backend';
import { storedDate } from '@/lib/customer-table/stored-fields';

/** A response whose Chatwork message could not be posted. */
export interface NotificationFailure {
  responseId: string;
  reason: string;
  at: Date | null;
}

/**
 * The survey's failed Chatwork messages, newest first (`surveyNotifications`, written by the
 * notification function, or by the tab in local mode; staff read them).
 */
export async function listNotificationFailures(surveyId: string): Promise<NotificationFailure[]> {
  const docs = await backend().data.query(SURVEY_NOTIFICATIONS, {
    where: [{ field: 'surveyId', value: surveyId }],
  });
  return docs
    .filter((doc) => doc.data.status === 'failed')
    .map((doc) => ({
      responseId: doc.id,
      reason: typeof doc.data.reason === 'string' ? doc.data.reason : '',
      at: storedDate(doc.data.at),
    }))
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
}
