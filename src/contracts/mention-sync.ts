/**
 * Where a member's incremental mentions fetch stopped. Dependency-free: the functions build copies
 * this folder (functions/scripts/copy-shared.mjs).
 */

/** `members/{uid}/private/mentionSync` = { cursor }: each room's last_update_time when read. */
export const MENTION_SYNC_DOC = 'mentionSync';
