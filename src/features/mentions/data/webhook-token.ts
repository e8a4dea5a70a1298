import { WEBHOOK_TOKEN_DOC } from '@/contracts/mention-sync';
import { hasSecret, saveSecret } from '@/features/members';

/**
 * The member's Chatwork webhook token, kept like their API key (write-only from a browser). The
 * screen learns only whether one is set; the token itself is never shown again.
 */
export const hasWebhookToken = (uid: string): Promise<boolean> => hasSecret(uid, WEBHOOK_TOKEN_DOC);

export const saveWebhookToken = (uid: string, token: string): Promise<void> =>
  saveSecret(uid, WEBHOOK_TOKEN_DOC, 'webhookToken', token);
