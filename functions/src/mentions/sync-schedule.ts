import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '../admin.js';
import { MEMBERS } from '../shared/contracts/collections.js';
import { chatworkKeyFromMembers } from './get-chatwork-mentions.js';
import { mentionStore } from './mention-store.js';
import { syncChatworkMentions, type SyncMentionsDeps } from './sync-mentions.js';
import { FUNCTIONS_REGION } from '../region.js';

/** How one member's scheduled fetch went (logged: the code, never the key). */
export interface MemberSyncOutcome {
  uid: string;
  outcome: 'synced' | 'no-key' | 'failed';
  added?: number;
  answered?: number;
  code?: string;
}

/**
 * One incremental fetch for every member with a key of their own, one member at a time (each
 * key has its own rate limit, and the work is small: only rooms updated since their cursor). A
 * member whose fetch fails (a revoked key, Chatwork down) does not stop the others.
 */
export async function syncEveryMember(
  uids: readonly string[],
  deps: Omit<SyncMentionsDeps, 'isStaff'>,
): Promise<MemberSyncOutcome[]> {
  const outcomes: MemberSyncOutcome[] = [];
  for (const uid of uids) {
    if (!(await deps.chatworkKeyOf(uid)).trim()) {
      outcomes.push({ uid, outcome: 'no-key' });
      continue;
    }
    try {
      const { added, answered } = await syncChatworkMentions(
        { auth: { uid }, data: {} },
        // Listed from members/: staff by construction.
        { ...deps, isStaff: async () => true },
      );
      outcomes.push({ uid, outcome: 'synced', added, answered });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      outcomes.push({ uid, outcome: 'failed', code: typeof code === 'string' ? code : 'unknown' });
    }
  }
  return outcomes;
}

/**
 * Every 5 minutes: each member's mentions, read from their cursor. A room must receive more than
 * 100 messages within those 5 minutes for a mention to be missed (the latest 100 are read).
 */
export const syncMentionsEvery5Minutes = onSchedule(
  {
    region: FUNCTIONS_REGION,
    schedule: 'every 5 minutes',
    timeZone: 'Asia/Tokyo',
    retryCount: 0,
    timeoutSeconds: 540,
  },
  async () => {
    const db = adminFirestore();
    const members = await db.collection(MEMBERS).select().get();
    const outcomes = await syncEveryMember(
      members.docs.map((doc) => doc.id),
      {
        chatworkKeyOf: chatworkKeyFromMembers(db),
        ...mentionStore(db),
        chatwork: { baseUrl: process.env.CHATWORK_API_BASE },
      },
    );
    const failed = outcomes.filter((outcome) => outcome.outcome === 'failed');
    if (failed.length > 0)
      console.warn('mentions: scheduled fetch failed for some members', failed);
  },
);
