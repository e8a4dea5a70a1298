/**
 * The states of a stored mention, as the inbox and the server agree on them. Dependency-free: the
 * functions build copies this folder (functions/scripts/copy-shared.mjs).
 *
 * - unread (未読): fetched, not opened here yet;
 * - read (既読): opened in the app (and marked read in Chatwork);
 * - replied (返信済): a later fetch saw the member answer it (replyState);
 * - done (完了): the member closed it themselves; undoable, back to what it was.
 */
export const MENTION_STATES = ['unread', 'read', 'replied', 'done'] as const;
export type MentionState = (typeof MENTION_STATES)[number];

/** 未対応: what still asks for the member's attention (neither answered nor closed). */
export const isOpenMention = (state: MentionState) => state === 'unread' || state === 'read';

/** Opening a mention: 未読 becomes 既読; any other state stays. */
export const stateAfterOpening = (state: MentionState): MentionState =>
  state === 'unread' ? 'read' : state;

/** A reply was seen: an open mention becomes 返信済; 完了 stays the member's choice. */
export const stateAfterReply = (state: MentionState): MentionState =>
  isOpenMention(state) ? 'replied' : state;

export const isMentionState = (value: unknown): value is MentionState =>
  typeof value === 'string' && (MENTION_STATES as readonly string[]).includes(value);

/** How long an open mention has waited: over 24 h, over 3 h, or less (the inbox's colour). */
export function mentionAge(sentAtSeconds: number, nowMs: number): 'day' | 'hours' | 'fresh' {
  const hours = (nowMs - sentAtSeconds * 1000) / 3_600_000;
  return hours > 24 ? 'day' : hours > 3 ? 'hours' : 'fresh';
}
