import { CHATWORK_KEY_DOC, memberMentionsPath, memberPrivatePath } from '@/contracts/collections';
import { MENTION_SYNC_DOC, WEBHOOK_TOKEN_DOC } from '@/contracts/mention-sync';
import type { GetMentionsResponse } from '@/contracts/mentions';
import type { BatchWrite, DataStore } from '@/lib/backend';
import type { LocalCallContext } from '@/lib/backend/local/local-functions-protocol';

/**
 * getChatworkMentions in local mode. The cloud function reads the member's key, cursor and
 * stored mentions and stores what it fetched with the Admin SDK; here the browser reads them for
 * the local server (the context) and stores its plan (settle), so the same code decides.
 */
/** A member's stored secret (their Chatwork key, their webhook token), '' when none. */
async function storedSecret(
  data: Pick<DataStore, 'get'>,
  uid: string,
  docId: string,
  field: string,
): Promise<string> {
  const value = (await data.get(memberPrivatePath(uid), docId))?.data[field];
  return typeof value === 'string' ? value : '';
}

/** chatworkAction in local mode: the member's stored key, as the cloud function reads it. */
export const chatworkKeyContext = async (
  data: Pick<DataStore, 'get'>,
  uid: string | null,
): Promise<LocalCallContext> =>
  uid ? { chatworkKey: await storedSecret(data, uid, CHATWORK_KEY_DOC, 'apiKey') } : {};

/** registerChatworkWebhook in local mode: the member's stored webhook token. */
export const webhookTokenContext = async (
  data: Pick<DataStore, 'get'>,
  uid: string | null,
): Promise<LocalCallContext> =>
  uid ? { webhookToken: await storedSecret(data, uid, WEBHOOK_TOKEN_DOC, 'webhookToken') } : {};

export async function mentionSyncContext(
  data: Pick<DataStore, 'get' | 'query'>,
  uid: string | null,
): Promise<LocalCallContext> {
  if (!uid) return {};
  const [key, sync, mentions] = await Promise.all([
    data.get(memberPrivatePath(uid), CHATWORK_KEY_DOC),
    data.get(memberPrivatePath(uid), MENTION_SYNC_DOC),
    data.query(memberMentionsPath(uid)),
  ]);
  const apiKey = key?.data.apiKey;
  const cursor = sync?.data.cursor;
  return {
    mentionSync: {
      chatworkKey: typeof apiKey === 'string' ? apiKey : '',
      cursor: cursor && typeof cursor === 'object' ? (cursor as Record<string, number>) : {},
      known: mentions.map((doc) => ({
        roomId: Number(doc.data.roomId),
        messageId: String(doc.data.messageId ?? ''),
        senderId: Number(doc.data.senderId ?? 0),
        sendTime: Number(doc.data.sendTime ?? 0),
        state: String(doc.data.state ?? ''),
      })),
    },
  };
}

interface LocalSyncResult extends GetMentionsResponse {
  localPlan?: { writes: { id: string; data: Record<string, unknown> }[]; cursor: unknown } | null;
}

/** Stores the local server's plan as the cloud function would, and answers the rest. */
export async function settleMentionSync(
  data: Pick<DataStore, 'batchWrite' | 'set'>,
  uid: string | null,
  result: unknown,
): Promise<GetMentionsResponse> {
  const { localPlan, ...counts } = result as LocalSyncResult;
  if (uid && localPlan) {
    // A new mention is a whole document; an answered one changes its state only.
    const writes = localPlan.writes.map((write): BatchWrite =>
      'roomId' in write.data
        ? {
            kind: 'set',
            collection: memberMentionsPath(uid),
            id: write.id,
            data: { ...write.data, ...fetchedAtOf(write.data) },
          }
        : { kind: 'update', collection: memberMentionsPath(uid), id: write.id, data: write.data },
    );
    for (let start = 0; start < writes.length; start += 450)
      await data.batchWrite(writes.slice(start, start + 450));
    await data.set(
      memberPrivatePath(uid),
      MENTION_SYNC_DOC,
      { cursor: localPlan.cursor },
      { merge: true },
    );
  }
  return counts;
}

/** A date that crossed JSON as text becomes a date again. */
const fetchedAtOf = (data: Record<string, unknown>) =>
  typeof data.fetchedAt === 'string' ? { fetchedAt: new Date(data.fetchedAt) } : {};
