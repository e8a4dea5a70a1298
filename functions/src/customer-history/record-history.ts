import { boundedChanges } from '../shared/history-bounds.js';
import {
  historyEntry,
  stampedWriter,
  type HistoryAuthor,
  type HistoryEntryData,
} from '../shared/history-diff.js';

/**
 * An entry as the trigger stores it: the shared entry, plus the event's auth context as it came
 * (`authType`, `authId`; null when absent), kept raw so an entry can always be checked against
 * what the platform said.
 */
export type HistoryRecord = HistoryEntryData & {
  auth: { type: string | null; id: string | null };
};

/** What the history handler needs of Firestore (the Admin SDK in production, fakes in tests). */
export interface HistoryDb {
  /** The member's name, or null when `uid` is not a member (a script, a service account). */
  memberName(uid: string): Promise<string | null>;
  /** Stores the entry under `id` (set, so a second delivery of one event overwrites itself). */
  write(id: string, entry: HistoryRecord): Promise<void>;
  /** Who moved the row to the ゴミ箱, when it is there (a delete by the trash callable). */
  trashedBy?(table: string, rowId: string): Promise<string | null>;
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
  /** The event's `authType` ('service_account', 'unknown', …), as it came. */
  authType?: string | undefined;
  /** When the write happened (the event's time, RFC 3339). */
  time: string;
}

/** `uid` as the history's author when it is a member's, else null. */
async function memberAuthor(db: HistoryDb, uid: string | null | undefined) {
  if (!uid) return null;
  const name = await db.memberName(uid);
  return name === null ? null : { uid, name };
}

/**
 * Stores the history entry of one write (history-diff.ts, shared with the local backend), as
 * made by the member whose uid the event's auth context carries; failing that, by the member the
 * row's writer stamp names for this write (`stampedWriter`: the Firestore emulator's events name
 * no one, and the rules make the stamp unforgeable); else by the system. A write that changed
 * nothing stores nothing. Returns what it stored.
 */
export async function recordHistory(
  db: HistoryDb,
  event: CustomerWriteEvent,
): Promise<HistoryRecord | null> {
  const by: HistoryAuthor | null =
    (await memberAuthor(db, event.authId)) ??
    (await memberAuthor(db, stampedWriter(event.before, event.after))) ??
    (event.after === null && db.trashedBy
      ? await memberAuthor(db, await db.trashedBy(event.table, event.rowId))
      : null);
  const entry = historyEntry({
    table: event.table,
    rowId: event.rowId,
    before: event.before,
    after: event.after,
    by,
    at: new Date(event.time),
  });
  if (!entry) return null;
  const record: HistoryRecord = {
    ...entry,
    // The survey is the author only of a write no member made (the answer's landing, by the
    // server): the marker it changes is data, and a member's write is theirs whatever it holds
    // (the rules also refuse client writes of the marker).
    by: by ?? entry.by,
    auth: { type: event.authType ?? null, id: event.authId ?? null },
  };
  try {
    await db.write(event.id, record);
    return record;
  } catch (error) {
    // Firestore refused the entry itself (too large after all, a value it cannot store): a
    // retry would fail the same way, so the entry is stored with every value omitted, keeping
    // who changed which fields when. Anything else (unavailable, a timeout) is thrown: retried.
    if (!isRefusedForGood(error)) throw error;
    const slim: HistoryRecord = { ...record, changes: boundedChanges(record.changes, 0) };
    try {
      await db.write(event.id, slim);
      return slim;
    } catch (again) {
      if (!isRefusedForGood(again)) throw again;
      console.error('history: entry refused even with its values omitted', event.id, again);
      return null;
    }
  }
}

/** gRPC INVALID_ARGUMENT (3), as the Admin SDK reports a document over 1 MiB or a bad value. */
export function isRefusedForGood(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 3 || code === 'invalid-argument';
}
