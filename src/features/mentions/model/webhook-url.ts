import { CHATWORK_WEBHOOK_FUNCTION, LOCAL_WEBHOOK_PATH } from '@/contracts/mention-sync';
import type { AppEnv } from '@/lib/env';

/**
 * The URL a member registers in Chatwork for their mentions (an account webhook,
 * 「自分へのメンション」): the chatworkWebhook function, in the functions' region, with the
 * member's id, or in local mode this server's own route.
 */
export function chatworkWebhookUrl(
  uid: string,
  environment: Pick<AppEnv, 'backend' | 'firebase'>,
  origin: string,
): string {
  const member = `?member=${encodeURIComponent(uid)}`;
  return environment.backend === 'firebase' && environment.firebase
    ? `https://${environment.firebase.functionsRegion}-${environment.firebase.projectId}.cloudfunctions.net/${CHATWORK_WEBHOOK_FUNCTION}${member}`
    : `${origin}${LOCAL_WEBHOOK_PATH}${member}`;
}
