import type { QueryOptions, SnapshotChanges, StoredDocument } from '../types';
import type { StoredRow } from './local-database';
import { compareIds, inQuery, queryComparator } from './query-docs';

/** Which documents of a collection changed; null when unknown (re-read them all). */
export type ChangedIds = ReadonlySet<string> | null;

/** Reads rows for a live view: the whole collection, or some ids (undefined when absent). */
export interface RowSource {
  readAll(collection: string): Promise<StoredRow[]>;
  readSome(collection: string, ids: readonly string[]): Promise<(StoredRow | undefined)[]>;
}

export interface Watcher {
  changed(ids: ChangedIds): void;
}

/**
 * Runs `work` once per animation frame however often it is asked for (a burst of writes gives
 * one delivery). Without frames (tests, workers) it runs on the next macrotask. A hidden tab
 * gets no frames, so a timeout runs it too.
 */
export function scheduleFrame(work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(once);
    setTimeout(once, 100);
  } else {
    setTimeout(once, 0);
  }
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => key in right && deepEqual(left[key], right[key]));
}

interface Entry {
  doc: StoredDocument;
  rev: string | undefined;
}

/** The previous object when the row did not change, so unchanged rows keep their identity. */
function reuse(previous: Entry | undefined, row: StoredRow): Entry {
  if (previous && (previous.rev === row.rev || deepEqual(previous.doc.data, row.data))) {
    return previous.rev === row.rev ? previous : { doc: previous.doc, rev: row.rev };
  }
  return { doc: { id: row.id, data: row.data }, rev: row.rev };
}

/** Index of the first element of `sorted` not before `doc`. */
function lowerBound(
  sorted: readonly StoredDocument[],
  doc: StoredDocument,
  compare: (a: StoredDocument, b: StoredDocument) => number,
): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle]!, doc) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Past this many changed documents a full sort is cheaper than inserting one by one. */
const INCREMENTAL_LIMIT = 64;

/**
 * One live query of the local store. It keeps the matching documents between deliveries and,
 * when told which ids changed, re-reads only those, so a one-field update on a 10,000-row
 * collection costs one read and one binary insertion, and every other row keeps its object.
 */
export class LiveQuery implements Watcher {
  private readonly entries = new Map<string, Entry>();
  private sorted: StoredDocument[] = [];
  private delivered = new Map<string, StoredDocument>();
  private pending: Set<string> | null = null;
  private everything = true;
  private first = true;
  private running = false;
  private scheduled = false;
  private active = true;
  private readonly compare: (a: StoredDocument, b: StoredDocument) => number;

  constructor(
    private readonly source: RowSource,
    private readonly collection: string,
    private readonly options: QueryOptions,
    private readonly onChange: (docs: StoredDocument[], changes: SnapshotChanges) => void,
    private readonly onError: (error: Error) => void,
  ) {
    this.compare = queryComparator(options) ?? compareIds;
    void this.flush();
  }

  stop(): void {
    this.active = false;
  }

  changed(ids: ChangedIds): void {
    if (!this.active) return;
    if (ids === null) this.everything = true;
    else {
      this.pending ??= new Set();
      for (const id of ids) this.pending.add(id);
    }
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    scheduleFrame(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (!this.active) return;
    this.running = true;
    const everything = this.everything;
    const ids = this.pending;
    this.everything = false;
    this.pending = null;
    try {
      if (everything) await this.reloadAll();
      else if (ids && ids.size > 0) await this.reloadSome([...ids]);
      if (this.active) this.deliver();
    } catch (error) {
      // Like a Firestore listener, one that failed delivers nothing more.
      if (this.active) this.onError(error instanceof Error ? error : new Error(String(error)));
      this.active = false;
    } finally {
      this.running = false;
    }
    if (this.active && (this.everything || this.pending)) this.changed(new Set());
  }

  private async reloadAll(): Promise<void> {
    const rows = await this.source.readAll(this.collection);
    const previous = new Map(this.entries);
    this.entries.clear();
    for (const row of rows) {
      const entry = reuse(previous.get(row.id), row);
      if (inQuery(entry.doc, this.options)) this.entries.set(row.id, entry);
    }
    this.sorted = [...this.entries.values()].map((entry) => entry.doc).sort(this.compare);
  }

  private async reloadSome(ids: string[]): Promise<void> {
    const rows = await this.source.readSome(this.collection, ids);
    const outgoing = new Set<StoredDocument>();
    const incoming: StoredDocument[] = [];
    ids.forEach((id, index) => {
      const row = rows[index];
      const before = this.entries.get(id);
      const after = row ? reuse(before, row) : undefined;
      const keep = after !== undefined && inQuery(after.doc, this.options);
      if (before && (!keep || after.doc !== before.doc)) outgoing.add(before.doc);
      if (keep) {
        if (!before || after.doc !== before.doc) incoming.push(after.doc);
        this.entries.set(id, after);
      } else {
        this.entries.delete(id);
      }
    });
    if (outgoing.size === 0 && incoming.length === 0) return;
    if (outgoing.size + incoming.length > INCREMENTAL_LIMIT) {
      this.sorted = [...this.entries.values()].map((entry) => entry.doc).sort(this.compare);
      return;
    }
    const next = outgoing.size > 0 ? this.sorted.filter((doc) => !outgoing.has(doc)) : this.sorted;
    // In place is safe: deliveries hand out copies of `sorted`.
    for (const doc of incoming) next.splice(lowerBound(next, doc, this.compare), 0, doc);
    this.sorted = next;
  }

  private deliver(): void {
    const limit = this.options.limit;
    const docs = limit !== undefined ? this.sorted.slice(0, limit) : [...this.sorted];
    const added: StoredDocument[] = [];
    const modified: StoredDocument[] = [];
    const current = new Map<string, StoredDocument>();
    for (const doc of docs) {
      current.set(doc.id, doc);
      const before = this.delivered.get(doc.id);
      if (!before) added.push(doc);
      else if (before !== doc) modified.push(doc);
    }
    const removed: StoredDocument[] = [];
    for (const [id, doc] of this.delivered) if (!current.has(id)) removed.push(doc);
    this.delivered = current;
    if (!this.first && added.length + modified.length + removed.length === 0) return;
    this.first = false;
    this.onChange(docs, { added, modified, removed, hasPendingWrites: false });
  }
}

/** One live document of the local store; delivers only when it changed. */
export class LiveDoc implements Watcher {
  private current: Entry | undefined;
  private first = true;
  private dirty = false;
  private running = false;
  private scheduled = false;
  private active = true;

  constructor(
    private readonly source: RowSource,
    private readonly collection: string,
    private readonly id: string,
    private readonly onChange: (doc: StoredDocument | null) => void,
    private readonly onError: (error: Error) => void,
  ) {
    void this.flush();
  }

  stop(): void {
    this.active = false;
  }

  changed(ids: ChangedIds): void {
    if (!this.active || (ids !== null && !ids.has(this.id))) return;
    this.dirty = true;
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    scheduleFrame(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (!this.active) return;
    this.running = true;
    this.dirty = false;
    try {
      const [row] = await this.source.readSome(this.collection, [this.id]);
      const next = row ? reuse(this.current, row) : undefined;
      const changed = next?.doc !== this.current?.doc;
      this.current = next;
      if (this.active && (this.first || changed)) {
        this.first = false;
        this.onChange(next?.doc ?? null);
      }
    } catch (error) {
      if (this.active) this.onError(error instanceof Error ? error : new Error(String(error)));
      this.active = false;
    } finally {
      this.running = false;
    }
    if (this.active && this.dirty) this.changed(null);
  }
}
