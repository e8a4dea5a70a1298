import type { Firestore } from 'firebase-admin/firestore';
import { memberMentionsPath, memberPrivatePath } from '../shared/contracts/collections.js';
import { isMentionState } from '../shared/contracts/mention-state.js';
import { MENTION_SYNC_DOC } from '../shared/contracts/mention-sync.js';
import type { FetchCursor } from './incremental-plan.js';
import type { KnownMention } from './mention-writes.js';
import type { MentionSyncPlan } from './sync-mentions.js';

/** At most this many writes per batch (Firestore's limit is 500; the cursor takes one). */
const BATCH = 450;

const knownFrom = (data: Record<string, unknown> | undefined): KnownMention | null => {
  if (!data || !isMentionState(data.state)) return null;
  return {
    roomId: Number(data.roomId),
    messageId: String(data.messageId ?? ''),
    senderId: Number(data.senderId ?? 0),
    sendTime: Number(data.sendTime ?? 0),
    state: data.state,
    named: typeof data.senderName === 'string' && data.senderName !== '',
  };
};

/** A member's stored mentions and cursor through the Admin SDK (the rules do not apply here). */
export function mentionStore(db: Firestore) {
  return {
    cursorOf: async (uid: string): Promise<FetchCursor> => {
      const data = (await db.doc(`${memberPrivatePath(uid)}/${MENTION_SYNC_DOC}`).get()).data();
      const cursor = data?.cursor;
      return cursor && typeof cursor === 'object' ? (cursor as FetchCursor) : {};
    },
    /** The fetched ones already stored, and every open one (for the replies). */
    knownOf: async (uid: string, ids: readonly string[]): Promise<KnownMention[]> => {
      const mentions = db.collection(memberMentionsPath(uid));
      const [fetched, open] = await Promise.all([
        ids.length > 0 ? db.getAll(...ids.map((id) => mentions.doc(id))) : Promise.resolve([]),
        mentions.where('state', 'in', ['unread', 'read']).get(),
      ]);
      return [...fetched, ...open.docs].flatMap((doc) => knownFrom(doc.data()) ?? []);
    },
    store: async (uid: string, plan: MentionSyncPlan): Promise<void> => {
      const mentions = db.collection(memberMentionsPath(uid));
      for (let start = 0; start < plan.writes.length; start += BATCH) {
        const batch = db.batch();
        for (const write of plan.writes.slice(start, start + BATCH))
          batch.set(mentions.doc(write.id), write.data, { merge: true });
        await batch.commit();
      }
      // The cursor last: a failure above leaves it where it was, so the next fetch reads again.
      await db
        .doc(`${memberPrivatePath(uid)}/${MENTION_SYNC_DOC}`)
        .set({ cursor: plan.cursor }, { merge: true });
    },
  };
}
