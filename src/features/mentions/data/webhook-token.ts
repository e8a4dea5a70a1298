import { memberPrivatePath } from '@/contracts/collections';
import { WEBHOOK_TOKEN_DOC } from '@/contracts/mention-sync';
import { backend, serverTimestamp } from '@/lib/backend';

/**
 * The member's Chatwork webhook token, kept like their API key (owner only in the rules). The
 * screen learns only whether one is set; the token itself is never shown again.
 */
export async function hasWebhookToken(uid: string): Promise<boolean> {
  const doc = await backend().data.get(memberPrivatePath(uid), WEBHOOK_TOKEN_DOC);
  const token = doc?.data.webhookToken;
  return typeof token === 'string' && token !== '';
}

export async function saveWebhookToken(uid: string, token: string): Promise<void> {
  await backend().data.set(memberPrivatePath(uid), WEBHOOK_TOKEN_DOC, {
    webhookToken: token.trim(),
    updatedAt: serverTimestamp(),
  });
}
