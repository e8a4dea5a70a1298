import { historyEntry, type HistoryAuthor, type HistoryEntryData } from '../shared/history-diff.js';

/** What the history handler needs of Firestore (the Admin SDK in production, fakes in tests). */
export interface HistoryDb {
  /** The member's name, or null when `uid` is not a member (a script, a service account). */
  memberName(uid: string): Promise<string | null>;
  /** Stores the entry under `id` (set, so a second delivery of one event overwrites itself). */
  write(id: string, entry: HistoryEntryData): Promise<void>;
}

/** One write event of a customer row, with its auth context. */
export interface CustomerWriteEvent {
  /** The event's id: the history entry's id, so a retried delivery writes no second entry. */
  id: string;
  table: string;
  rowId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The writer's uid for a member's client write; a service account or nothing otherwise. */
  authId: string | undefined;
  /** When the write happened (the event's time, RFC 3339). */
  time: string;
}

/**
 * Stores the history entry of one write (history-diff.ts, shared with the local backend), as
 * made by the member whose uid the event carries, or by the system when the writer is not a
 * member. A write that changed nothing stores nothing. Returns what it stored.
 */
export async function recordHistory(
  db: HistoryDb,
  event: CustomerWriteEvent,
): Promise<HistoryEntryData | null> {
  const name = event.authId ? await db.memberName(event.authId) : null;
  const by: HistoryAuthor | null =
    event.authId && name !== null ? { uid: event.authId, name } : null;
  const entry = historyEntry({
    table: event.table,
    rowId: event.rowId,
    before: event.before,
    after: event.after,
    by,
    at: new Date(event.time),
  });
  if (entry) await db.write(event.id, entry);
  return entry;
}
