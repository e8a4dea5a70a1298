import {
  registerHistoryLocalTrigger,
  memberAuthor,
} from '@/features/customers/history/data/local-history-trigger';
import { registerCommentLocalTrigger } from '@/features/customers/comments/data/local-comment-trigger';
import { registerActivityLocalTrigger } from '@/features/customers/contacts/data/local-activity-trigger';
import { registerMemberLocalTriggers } from '@/features/members/data/local-triggers';
import { registerAuditLocalTriggers } from '@/features/audit/data/local-audit-triggers';
import {
  keepClosingDueSurveys,
  registerLocalTriggers,
} from '@/features/surveys/data/local-triggers';
import type { LocalBackend } from '@/lib/backend/local/local-backend';
import { purgeDueLocally } from '@/lib/trash/trash-client';
import { provideLocalCallContext } from './local-call-context';
import { keepCheckingReminders } from './local-reminders';
import { relayLocalWebhook } from './local-webhook-relay';

/**
 * In local mode this browser plays the server's part too: the triggers the Cloud Functions run
 * (statistics on submit, a personal link's answer landing on its customer's row, the customers'
 * history, a deleted member's private documents, the 監査ログ's entries for direct writes, closing
 * surveys at their time) and the context
 * the local functions read. One module, loaded only in local mode, so neither entry carries it.
 */
export async function playServerForAdmin(local: LocalBackend): Promise<void> {
  provideLocalCallContext(local);
  await registerLocalTriggers(local.data, local.functions);
  keepClosingDueSurveys(local.data);
  purgeDueLocally(local.data, new Date()).catch((error: unknown) =>
    console.error('local: erasing what is due in the trash failed', error),
  );
  registerMemberLocalTriggers(local.data);
  let uid: string | null = null;
  const audit = registerAuditLocalTriggers(local.data, () => uid);
  local.auth.onAuthStateChanged((user) => {
    uid = user?.uid ?? null;
    if (uid) audit.watchKeyOf(uid);
  });
  registerHistoryLocalTrigger(
    local.data,
    memberAuthor(local.data, () => uid),
  );
  registerCommentLocalTrigger(local.data);
  registerActivityLocalTrigger(local.data);
  relayLocalWebhook(local.data, local.functions, () => uid);
  keepCheckingReminders(local.data, local.functions, () => uid !== null);
}
