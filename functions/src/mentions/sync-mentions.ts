import type { GetMentionsResponse } from '../shared/contracts/mentions.js';
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
export interface MentionSyncPlan {
  writes: MentionWrite[];
  cursor: FetchCursor;
  /** What the fetch found, as getChatworkMentions answers it. */
  response: Required<GetMentionsResponse>;
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
    response: {
      mentions: updates.mentions,
      added: writes.filter((write) => 'roomId' in write.data).length,
      answered: writes.filter(
        (write) => write.data.state === 'replied' && !('roomId' in write.data),
      ).length,
    },
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
 * getChatworkMentions (メンションを取得): only staff, with their own stored key and cursor; the
 * mentions found are stored (new ones once, answered ones 返信済) and answered as the
 * specification's list, with how many were added and answered.
 */
export async function syncChatworkMentions(
  request: CallableInput,
  deps: SyncMentionsDeps,
): Promise<Required<GetMentionsResponse>> {
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
    return plan.response;
  } catch (error) {
    if (error instanceof ChatworkError)
      throw new CallableError(codeOfChatworkFailure[error.kind], error.message);
    if (error instanceof CallableError) throw error;
    throw new CallableError('internal', mentionsMessages.internal);
  }
}
