import { memberPrivatePath } from '@/contracts/collections';
import { backend, serverTimestamp } from '@/lib/backend';

/**
 * The Chatwork API key is a secret of one member: it lives apart from the member record, in
 * `members/{uid}/private/chatwork`, which the rules let only its owner read or write.
 */
function privateCollection(uid: string): string {
  return memberPrivatePath(uid);
}
const CHATWORK_DOC = 'chatwork';

/** The member's own key, or '' when none is set. */
export async function readChatworkKey(uid: string): Promise<string> {
  const doc = await backend().data.get(privateCollection(uid), CHATWORK_DOC);
  const apiKey = doc?.data.apiKey;
  return typeof apiKey === 'string' ? apiKey.trim() : '';
}

export async function saveChatworkKey(uid: string, apiKey: string): Promise<void> {
  await backend().data.set(privateCollection(uid), CHATWORK_DOC, {
    apiKey: apiKey.trim(),
    updatedAt: serverTimestamp(),
  });
}
