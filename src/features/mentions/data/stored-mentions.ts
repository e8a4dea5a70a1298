import { memberMentionsPath } from '@/contracts/collections';
import type { MentionState } from '@/contracts/mention-state';
import { GET_CHATWORK_MENTIONS, type GetMentionsResponse } from '@/contracts/mentions';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';
import { parseStoredMention, storedMentionId, type StoredMention } from '../model/stored-mention';

/** The member's stored mentions, live, newest first. */
export function subscribeStoredMentions(
  uid: string,
  onChange: (mentions: StoredMention[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    memberMentionsPath(uid),
    { orderBy: { field: 'sendTime', direction: 'desc' } },
    (docs) => onChange(docs.flatMap((doc) => parseStoredMention(doc.id, doc.data) ?? [])),
    onError,
  );
}

/**
 * One incremental fetch by the server with the member's own key: the rooms updated since the last
 * fetch are read, new mentions stored, answered ones marked 返信済
 * (functions/src/mentions/sync-mentions.ts). Throws FunctionCallError. Answers the ids of the
 * mentions the fetch found and how many of them were new.
 */
export async function syncMentions(): Promise<{ foundIds: string[]; added: number }> {
  // Parsed, not trusted.
  const result: unknown = await backend().functions.call(GET_CHATWORK_MENTIONS, {});
  const answer = (result ?? {}) as Partial<GetMentionsResponse>;
  const found = Array.isArray(answer.mentions) ? answer.mentions : [];
  return {
    foundIds: found.map(storedMentionId),
    added: typeof answer.added === 'number' ? answer.added : found.length,
  };
}

/** The member's own change of a mention's state (the rules allow nothing else). */
export function setMentionState(
  uid: string,
  mention: StoredMention,
  state: MentionState,
): Promise<void> {
  return backend().data.update(memberMentionsPath(uid), mention.id, {
    state,
    stateBefore: mention.state,
    stateAt: serverTimestamp(),
  });
}
