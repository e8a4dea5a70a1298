/**
 * What the browser and the syncChatworkMentions function agree on. Dependency-free: the functions
 * build copies this folder (functions/scripts/copy-shared.mjs).
 */

/** The callable's name on both backends. */
export const SYNC_CHATWORK_MENTIONS = 'syncChatworkMentions';

/** `members/{uid}/private/mentionSync` = { cursor, accountId }: where the last fetch stopped. */
export const MENTION_SYNC_DOC = 'mentionSync';

/** No payload: the function uses the caller's own stored key and cursor. */
export type SyncMentionsRequest = Record<string, never>;

export interface SyncMentionsResponse {
  /** Mentions stored for the first time by this fetch. */
  added: number;
  /** Open mentions this fetch found answered (now 返信済). */
  answered: number;
}
