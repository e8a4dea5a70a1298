import {
  isOpenMention,
  stateAfterReply,
  type MentionState,
} from '../shared/contracts/mention-state.js';
import type { MentionUpdates } from './fetch-chatwork-mentions.js';
import { answeredMentions, mentionKey, type StoredMentionRef } from './reply-detection.js';
import { MAX_STORED_BODY } from './webhook.js';

/** A stored mention as the sync needs it: where it is, who sent it, its state. */
export interface KnownMention extends StoredMentionRef {
  state: MentionState;
  /** false: stored by the webhook, which names no one (the next fetch fills the names in). */
  named?: boolean;
}

/** One document to write under members/{uid}/mentions/{id}. */
export interface MentionWrite {
  id: string;
  data: Record<string, unknown>;
}

/**
 * What one fetch changes in a member's stored mentions: each mention not stored yet, as 未読
 * (one document per room and message, so a refetch or a webhook redelivery never duplicates
 * it); and each open mention (stored, or new in this fetch) that the member's messages answer,
 * as 返信済. A stored mention's state is never reset: the member's 既読 and 完了 stay.
 */
export function mentionWrites(
  updates: Pick<MentionUpdates, 'mentions' | 'refs' | 'myMessages' | 'accountId'>,
  known: readonly KnownMention[],
  fetchedAtMs: number,
): MentionWrite[] {
  const stored = new Map(
    known.map((mention) => [mentionKey(mention.roomId, mention.messageId), mention]),
  );
  const writes = new Map<string, MentionWrite>();
  updates.mentions.forEach((mention, index) => {
    const id = mentionKey(mention.room.room_id, mention.message.message_id);
    if (stored.get(id)?.named === false) {
      writes.set(id, {
        id,
        data: {
          roomName: mention.room.name,
          senderName: mention.message.account.name,
          senderAvatar: mention.message.account.avatar_image_url,
        },
      });
      return;
    }
    if (stored.has(id)) return;
    const ref = updates.refs[index];
    writes.set(id, {
      id,
      data: {
        roomId: mention.room.room_id,
        roomName: mention.room.name,
        messageId: mention.message.message_id,
        senderId: ref?.senderId ?? 0,
        senderName: mention.message.account.name,
        senderAvatar: mention.message.account.avatar_image_url,
        body: mention.message.body.slice(0, MAX_STORED_BODY),
        sendTime: mention.message.send_time,
        state: 'unread',
        fetchedAt: new Date(fetchedAtMs),
      },
    });
  });
  const open = [
    ...known.filter((mention) => isOpenMention(mention.state)),
    ...updates.refs.filter((ref) => writes.has(mentionKey(ref.roomId, ref.messageId))),
  ];
  for (const key of answeredMentions(open, updates.myMessages, updates.accountId)) {
    const write = writes.get(key);
    if (write && 'roomId' in write.data) write.data.state = 'replied';
    else {
      const before = stored.get(key)!.state;
      writes.set(key, {
        id: key,
        data: { ...write?.data, state: stateAfterReply(before), stateBefore: before },
      });
    }
  }
  return [...writes.values()];
}
