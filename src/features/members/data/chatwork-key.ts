import { CHATWORK_KEY_DOC, memberPrivatePath, SECRET_FLAGS_DOC } from '@/contracts/collections';
import { backend, serverTimestamp } from '@/lib/backend';

/**
 * A member's secrets (the Chatwork API key, the webhook token) live apart from the member record,
 * in `members/{uid}/private/{doc}`, which a browser writes but never reads back (the rules): the
 * server uses them. The member's screens learn only whether each is set (`secretFlags`).
 */

/** Whether the member's secret `doc` is set (CHATWORK_KEY_DOC, WEBHOOK_TOKEN_DOC). */
export async function hasSecret(uid: string, doc: string): Promise<boolean> {
  const flags = await backend().data.get(memberPrivatePath(uid), SECRET_FLAGS_DOC);
  return flags?.data[doc] === true;
}

/** Writes the secret (write-only) and its flag in one write. An empty value clears it. */
export async function saveSecret(
  uid: string,
  doc: string,
  field: string,
  value: string,
): Promise<void> {
  const trimmed = value.trim();
  const data = backend().data;
  const flags = (await data.get(memberPrivatePath(uid), SECRET_FLAGS_DOC))?.data ?? {};
  await data.batchWrite([
    {
      kind: 'set',
      collection: memberPrivatePath(uid),
      id: doc,
      data: { [field]: trimmed, updatedAt: serverTimestamp() },
    },
    {
      kind: 'set',
      collection: memberPrivatePath(uid),
      id: SECRET_FLAGS_DOC,
      data: { ...flags, [doc]: trimmed !== '' },
    },
  ]);
}

/** Whether the member's own Chatwork API key is set. */
export const hasChatworkKey = (uid: string): Promise<boolean> => hasSecret(uid, CHATWORK_KEY_DOC);

export const saveChatworkKey = (uid: string, apiKey: string): Promise<void> =>
  saveSecret(uid, CHATWORK_KEY_DOC, 'apiKey', apiKey);
