/**
 * Live presence in SA and OB: who is editing which row (and cell) right now. Each browser tab
 * that edits keeps one document in `presence` and rewrites it every HEARTBEAT_MS while the
 * editor is open or a paste is written; it deletes it when the edit ends. A tab closed, crashed
 * or offline stops beating, and the others drop it EXPIRE_MS after the last beat they received.
 *
 * Freshness is judged by the reader's own clock, from when a beat *arrived* (each beat changes
 * `sentAt`), never by comparing the writer's clock with the reader's: two PCs' clocks can be
 * seconds apart. `sentAt` only rules out leftovers (a document older than STALE_MS by the
 * reader's clock, e.g. of a tab closed yesterday, is never shown, not even for EXPIRE_MS).
 */

/** How often an editing tab rewrites its document. */
export const HEARTBEAT_MS = 4_000;
/** How long after the last beat received a tab's presence is dropped (two missed beats + 1 s). */
export const EXPIRE_MS = 9_000;
/** Older than this by the reader's clock: a leftover, never shown. */
export const STALE_MS = 60_000;
/** Rows one document may name (a paste of many rows marks its first rows); the rules agree. */
export const MAX_PRESENCE_ROWS = 50;

/** What a tab is doing: editing one cell, or writing a paste / fill over rows. */
export interface PresenceActivity {
  rowIds: readonly string[];
  /** The cell's column while an editor is open; null for a multi-cell write. */
  columnId: string | null;
}

export interface PresenceDoc extends PresenceActivity {
  sessionId: string;
  uid: string;
  name: string;
  table: string;
  /** The writer's clock at the beat (ms since the epoch). */
  sentAt: number;
}

/** One member editing a row, as the grid marks it. */
export interface PresenceMark {
  sessionId: string;
  name: string;
  /** The badge: the name's first character. */
  initial: string;
  /** The cell being edited (outlined), or null for a multi-cell write. */
  columnId: string | null;
}

export function parsePresence(
  sessionId: string,
  data: Record<string, unknown>,
): PresenceDoc | null {
  const { uid, name, table, rowIds, columnId, sentAt } = data;
  if (typeof uid !== 'string' || typeof table !== 'string' || typeof sentAt !== 'number')
    return null;
  return {
    sessionId,
    uid,
    name: typeof name === 'string' ? name : '',
    table,
    rowIds: Array.isArray(rowIds)
      ? rowIds.filter((id): id is string => typeof id === 'string')
      : [],
    columnId: typeof columnId === 'string' ? columnId : null,
    sentAt,
  };
}

/** The badge's letter: the first character of the name (a surrogate pair stays whole). */
export function initialOf(name: string): string {
  return [...name.trim()][0] ?? '?';
}

/** Same rows and cell (a beat of the same activity needs no new render). */
export function sameActivity(a: PresenceActivity | null, b: PresenceActivity | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.columnId === b.columnId &&
    a.rowIds.length === b.rowIds.length &&
    a.rowIds.every((id, index) => id === b.rowIds[index])
  );
}

/**
 * The others' presence as one tab sees it: feed it every delivery of the table's presence
 * documents, ask it what is live now. Its own tab's document is left out.
 */
export class PresenceTracker {
  private readonly received = new Map<string, { sentAt: number; at: number; doc: PresenceDoc }>();

  constructor(private readonly ownSessionId: string) {}

  /** A delivery of the whole result, received at `now` (the reader's clock). */
  update(docs: readonly PresenceDoc[], now: number): void {
    const seen = new Set<string>();
    for (const doc of docs) {
      if (doc.sessionId === this.ownSessionId) continue;
      seen.add(doc.sessionId);
      const known = this.received.get(doc.sessionId);
      // A new beat (or new activity) refreshes the arrival time; a redelivery does not.
      if (!known || known.sentAt !== doc.sentAt || !sameActivity(known.doc, doc))
        this.received.set(doc.sessionId, { sentAt: doc.sentAt, at: now, doc });
    }
    for (const id of [...this.received.keys()]) if (!seen.has(id)) this.received.delete(id);
  }

  /** The others' documents that are live at `now`: beating, recent and naming rows. */
  live(now: number): PresenceDoc[] {
    return [...this.received.values()]
      .filter(({ at, doc }) => now - at < EXPIRE_MS && now - doc.sentAt < STALE_MS)
      .filter(({ doc }) => doc.rowIds.length > 0)
      .map(({ doc }) => doc);
  }

  /** Milliseconds until the next live document expires, or null when none is live. */
  nextExpiry(now: number): number | null {
    const waits = [...this.received.values()]
      .filter(({ at, doc }) => now - at < EXPIRE_MS && now - doc.sentAt < STALE_MS)
      .map(({ at, doc }) => Math.min(at + EXPIRE_MS, doc.sentAt + STALE_MS) - now);
    return waits.length > 0 ? Math.max(0, Math.min(...waits)) : null;
  }
}

/**
 * The members' names by uid, from the `members` collection's documents (`members/{uid}`; a
 * legacy record keyed otherwise carries `uid`).
 */
export function memberNamesOf(
  members: readonly { id: string; data: Record<string, unknown> }[],
): Map<string, string> {
  return new Map(
    members.map(({ id, data }) => [
      typeof data.uid === 'string' ? data.uid : id,
      typeof data.name === 'string' ? data.name : '',
    ]),
  );
}

/**
 * Presence as the grid shows it: each document's writer named from the members list by uid,
 * never by the name the document carries (any member could write any text there); a document
 * whose uid is no member's (deleted meanwhile) is left out.
 */
export function namedByMembers(
  docs: readonly PresenceDoc[],
  names: ReadonlyMap<string, string>,
): PresenceDoc[] {
  return docs.flatMap((doc) => {
    const name = names.get(doc.uid);
    return name === undefined ? [] : [{ ...doc, name }];
  });
}

/** The grid's marks: per row, who is editing it (and which cell), in session order. */
export function marksByRow(live: readonly PresenceDoc[]): Map<string, PresenceMark[]> {
  const marks = new Map<string, PresenceMark[]>();
  for (const doc of [...live].sort((a, b) => a.sessionId.localeCompare(b.sessionId))) {
    const mark: PresenceMark = {
      sessionId: doc.sessionId,
      name: doc.name,
      initial: initialOf(doc.name),
      columnId: doc.columnId,
    };
    for (const rowId of doc.rowIds) marks.set(rowId, [...(marks.get(rowId) ?? []), mark]);
  }
  return marks;
}

/** The member editing that cell (not only its row), if anyone is: who to warn about. */
export function editorOfCell(
  marks: ReadonlyMap<string, readonly PresenceMark[]>,
  rowId: string,
  columnId: string,
): PresenceMark | null {
  return marks.get(rowId)?.find((mark) => mark.columnId === columnId) ?? null;
}
