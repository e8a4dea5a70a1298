import { registerHistoryLocalTrigger } from '@/features/customers/history/data/local-history-trigger';
import { registerPublicLocalTriggers } from '@/features/surveys/data/local-triggers';
import type { LocalBackend } from '@/lib/backend/local/local-backend';
import { provideLocalCallContext } from './local-call-context';

/**
 * The public pages' part of local mode's server (local-server.ts has the admin app's): a visitor
 * is nobody, so the history names the survey (history-diff.ts). Its own module, so a visitor's
 * first load does not carry the staff triggers (comments, reminders, members).
 */
export async function playServerForPublic(local: LocalBackend): Promise<void> {
  provideLocalCallContext(local);
  await registerPublicLocalTriggers(local.data, local.functions);
  registerHistoryLocalTrigger(local.data, () => Promise.resolve(null));
}
