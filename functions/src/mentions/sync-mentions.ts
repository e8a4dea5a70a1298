import type { SyncMentionsResponse } from '../shared/contracts/mention-sync.js';
import { CallableError, type CallableInput } from '../callable-error.js';
import {
  ChatworkError,
  readMentionUpdates,
  type FetchMentionsOptions,
} from './fetch-chatwork-mentions.js';
import { advanceCursor, type FetchCursor } from './incremental-plan.js';
import { mentionWrites, type KnownMention, type MentionWrite } from './mention-writes.js';
import {
  codeOfChatworkFailure,
  mentionsMessages,
  staffCallerKey,
} from './get-chatwork-mentions.js';
import { mentionKey } from './reply-detection.js';

/** One member's fetch, ready to store: the documents to write and the cursor after it. */
export interface MentionSyncPlan extends SyncMentionsResponse {
  writes: MentionWrite[];
  cursor: FetchCursor;
}

/**
 * What one incremental fetch changes for a member: reads the rooms updated since `cursor`, asks
 * `knownOf` which of the mentions found are stored already (and which stored ones are still
 * open, for the replies), and returns the writes (mentionWrites) with the advanced cursor.
 */
export async function planMentionSync(input: {
  apiKey: string;
  cursor: FetchCursor;
  knownOf: (fetchedIds: readonly string[]) => Promise<readonly KnownMention[]>;
  chatwork?: Omit<FetchMentionsOptions, 'apiKey' | 'cursor'>;
  nowMs: number;
}): Promise<MentionSyncPlan> {
  const updates = await readMentionUpdates({
    ...input.chatwork,
    apiKey: input.apiKey,
    cursor: input.cursor,
  });
  const known = await input.knownOf(
    updates.mentions.map((mention) => mentionKey(mention.room.room_id, mention.message.message_id)),
  );
  const writes = mentionWrites(updates, known, input.nowMs);
  return {
    writes,
    cursor: advanceCursor(input.cursor, updates.roomsRead),
    added: writes.filter((write) => 'roomId' in write.data).length,
    answered: writes.filter((write) => write.data.state === 'replied').length,
  };
}

export interface SyncMentionsDeps {
  isStaff(uid: string): Promise<boolean>;
  chatworkKeyOf(uid: string): Promise<string>;
  cursorOf(uid: string): Promise<FetchCursor>;
  knownOf(uid: string, fetchedIds: readonly string[]): Promise<readonly KnownMention[]>;
  /** Stores the plan (the cloud: a batch under members/{uid}; local mode: the browser does). */
  store(uid: string, plan: MentionSyncPlan): Promise<void>;
  chatwork?: Omit<FetchMentionsOptions, 'apiKey' | 'cursor'>;
  now?: () => number;
}

/**
 * syncChatworkMentions (メンションを取得, and the schedule): the caller's own key and cursor, as
 * getChatworkMentions checks them; the mentions found are stored, not returned.
 */
export async function syncChatworkMentions(
  request: CallableInput,
  deps: SyncMentionsDeps,
): Promise<SyncMentionsResponse> {
  const { uid, apiKey } = await staffCallerKey(request, deps);
  try {
    const plan = await planMentionSync({
      apiKey,
      cursor: await deps.cursorOf(uid),
      knownOf: (ids) => deps.knownOf(uid, ids),
      chatwork: deps.chatwork,
      nowMs: (deps.now ?? Date.now)(),
    });
    await deps.store(uid, plan);
    return { added: plan.added, answered: plan.answered };
  } catch (error) {
    if (error instanceof ChatworkError)
      throw new CallableError(codeOfChatworkFailure[error.kind], error.message);
    if (error instanceof CallableError) throw error;
    throw new CallableError('internal', mentionsMessages.internal);
  }
}
