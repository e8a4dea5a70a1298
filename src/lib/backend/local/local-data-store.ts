import { MAX_BATCH_WRITES, tooManyWrites } from '../write-in-chunks';
import { DataError } from '../errors';
import { newDocumentId } from '../new-id';
import type {
  AddOptions,
  BatchWrite,
  DataStore,
  DocumentData,
  QueryOptions,
  SnapshotChanges,
  StoredDocument,
  Transaction,
  Unsubscribe,
} from '../types';
import { rowAfter, validate, type Operation } from './apply-write';
import { LiveDoc, LiveQuery, type RowSource } from './live-query';
import { LocalChangeFeed, rowSourceOf, unavailable, type ChangeMessage } from './local-change-feed';
import { Conflict, keyOf, rowsBeforeCommit } from './commit-reads';
import type { LocalDatabase, StoredRow } from './local-database';
import { queryDocs } from './query-docs';
import {
  LocalTriggerRegistry,
  type DocumentChange,
  type LocalGuard,
  type LocalTrigger,
  type LocalWriteTrigger,
} from './local-trigger-registry';
import { createServerClock } from './server-clock';

/** Firestore retries a contended transaction 5 times in all before giving up. */
const TRANSACTION_ATTEMPTS = 5;

/**
 * IndexedDB-backed store with Firestore's semantics for the calls we use. Every row carries a
 * revision that changes on each write; live queries re-read only the documents a write named,
 * in this tab and, through a BroadcastChannel, in other tabs.
 */
export class LocalDataStore implements DataStore {
  private readonly triggers = new LocalTriggerRegistry();
  private readonly feed: LocalChangeFeed;
  private readonly rows: RowSource;

  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => Date = createServerClock(),
  ) {
    this.feed = new LocalChangeFeed(db.name);
    this.rows = rowSourceOf(db);
  }

  /** Stops listening to other tabs and closes the database (scripts, tests). */
  close(): void {
    this.feed.close();
    this.db.close();
  }

  /** Registers work to run after a document is added to `collection` (statistics, counters). */
  onAdd(collection: string, trigger: LocalTrigger): void {
    this.triggers.onAdd(collection, trigger);
  }

  /**
   * Registers work to run after a document of `collection` is deleted (one `delete` call), with
   * the document as it was, like a Cloud Functions onDelete trigger.
   */
  onDelete(collection: string, trigger: LocalTrigger): void {
    this.triggers.onDelete(collection, trigger);
  }

  /** Registers work to run after every commit that changed documents of `collection`. */
  onWrite(collection: string, trigger: LocalWriteTrigger): void {
    this.triggers.onWrite(collection, trigger);
  }

  /** Registers a check that runs before a document is added to `collection` (rules' stand-in). */
  beforeAdd(collection: string, guard: LocalGuard): void {
    this.triggers.beforeAdd(collection, guard);
  }

  async get(collection: string, id: string): Promise<StoredDocument | null> {
    try {
      const row = await this.db.get('docs', [collection, id]);
      return row ? { id: row.id, data: row.data } : null;
    } catch (error) {
      throw unavailable('読み込み', error);
    }
  }

  async query(collection: string, options?: QueryOptions): Promise<StoredDocument[]> {
    const rows = await this.rows.readAll(collection);
    return queryDocs(
      rows.map((row) => ({ id: row.id, data: row.data })),
      options,
    );
  }

  async add(collection: string, data: DocumentData, options?: AddOptions): Promise<string> {
    const id = newDocumentId();
    const alongside = options?.alongside?.(id) ?? [];
    await this.triggers.guardAdd(this, collection, data, alongside);
    await this.commitAndTrigger([
      { kind: 'set', collection, id, data, merge: false, fresh: true },
      ...alongside.map((write) => ({
        kind: 'set' as const,
        ...write,
        merge: write.merge ?? false,
      })),
    ]);
    await this.triggers.afterAdd(this, collection, {
      id,
      data: (await this.get(collection, id))?.data ?? data,
    });
    return id;
  }

  set(
    collection: string,
    id: string,
    data: DocumentData,
    options?: { merge?: boolean },
  ): Promise<void> {
    return this.commitAndTrigger([
      { kind: 'set', collection, id, data, merge: options?.merge ?? false },
    ]);
  }

  update(collection: string, id: string, data: DocumentData): Promise<void> {
    return this.commitAndTrigger([{ kind: 'update', collection, id, data }]);
  }

  async delete(collection: string, id: string): Promise<void> {
    const before = this.triggers.hasDeleteTriggers(collection)
      ? await this.get(collection, id)
      : null;
    await this.commitAndTrigger([{ kind: 'delete', collection, id }]);
    if (before) await this.triggers.afterDelete(this, collection, before);
  }

  batchWrite(writes: readonly BatchWrite[]): Promise<void> {
    if (writes.length > MAX_BATCH_WRITES) {
      return Promise.reject(tooManyWrites(writes.length));
    }
    return this.commitAndTrigger(
      writes.map((write): Operation => {
        if (write.kind !== 'set') return write;
        return write.id === undefined
          ? { ...write, id: newDocumentId(), merge: false, fresh: true }
          : { ...write, id: write.id, merge: false };
      }),
    );
  }

  async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; attempt <= TRANSACTION_ATTEMPTS; attempt += 1) {
      const reads = new Map<string, { collection: string; id: string; rev: string | null }>();
      const writes: Operation[] = [];
      const write = (operation: Operation) => {
        validate(operation);
        writes.push(operation);
      };
      const tx: Transaction = {
        get: async (collection, id) => {
          if (writes.length > 0) {
            throw new DataError(
              'invalid-argument',
              'トランザクションでは読み込みを書き込みより先に行ってください',
            );
          }
          const [row] = await this.rows.readSome(collection, [id]);
          reads.set(keyOf(collection, id), { collection, id, rev: row ? (row.rev ?? '') : null });
          return row ? { id: row.id, data: row.data } : null;
        },
        set: (collection, id, data, options) =>
          write({ kind: 'set', collection, id, data, merge: options?.merge ?? false }),
        update: (collection, id, data) => write({ kind: 'update', collection, id, data }),
        delete: (collection, id) => write({ kind: 'delete', collection, id }),
      };
      const result = await fn(tx);
      let changes: DocumentChange[];
      try {
        changes = await this.commit(writes, [...reads.values()]);
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
        continue;
      }
      await this.triggers.afterCommit(this, changes);
      return result;
    }
    throw new DataError(
      'aborted',
      '同時に更新されたため保存できませんでした。もう一度お試しください',
    );
  }

  subscribe(
    collection: string,
    options: QueryOptions,
    onChange: (docs: StoredDocument[], changes: SnapshotChanges) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    return this.feed.watch(
      collection,
      new LiveQuery(this.rows, collection, options, onChange, onError),
    );
  }

  subscribeDoc(
    collection: string,
    id: string,
    onChange: (doc: StoredDocument | null) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    return this.feed.watch(collection, new LiveDoc(this.rows, collection, id, onChange, onError));
  }

  private async commitAndTrigger(operations: readonly Operation[]): Promise<void> {
    await this.triggers.afterCommit(this, await this.commit(operations));
  }

  /**
   * Applies writes in one IndexedDB readwrite transaction: all or nothing. With `reads`, the
   * commit first checks that none of those documents changed since they were read (their
   * revision), and throws Conflict otherwise. IndexedDB runs readwrite transactions on one
   * store one at a time across every tab of the origin, so check and write are atomic.
   */
  private async commit(
    operations: readonly Operation[],
    reads: readonly { collection: string; id: string; rev: string | null }[] = [],
  ): Promise<DocumentChange[]> {
    operations.forEach(validate);
    if (operations.length === 0 && reads.length === 0) return [];
    const changed = new Map<string, Set<string>>();
    // Each document's row before the commit's first write to it, and after its last.
    let original = new Map<string, StoredRow | null>();
    const working = new Map<string, StoredRow | null>();
    try {
      const tx = this.db.transaction('docs', 'readwrite');
      try {
        original = await rowsBeforeCommit(tx.store, operations, reads);
        const now = this.now();
        // Several writes to one document in a transaction apply one after another.
        for (const operation of operations) {
          const key = keyOf(operation.collection, operation.id);
          const previous = working.has(key) ? working.get(key)! : original.get(key)!;
          working.set(key, rowAfter(previous, operation, now));
          const ids = changed.get(operation.collection) ?? new Set<string>();
          ids.add(operation.id);
          changed.set(operation.collection, ids);
        }
        const writes: Promise<unknown>[] = [];
        for (const [key, row] of working) {
          if (row) writes.push(tx.store.put(row));
          else {
            const [collection = '', id = ''] = key.split('\u0000');
            writes.push(tx.store.delete([collection, id]));
          }
        }
        await Promise.all(writes);
        await tx.done;
      } catch (error) {
        // Abort ourselves and report our own error (the transaction's `done` would reject unheard).
        tx.done.catch(() => undefined);
        try {
          tx.abort();
        } catch {
          // Already finished or aborted.
        }
        throw error;
      }
    } catch (error) {
      if (error instanceof Conflict) throw error;
      throw unavailable('書き込み', error);
    }
    const message: ChangeMessage = [...changed].map(([collection, ids]) => ({
      collection,
      ids: [...ids],
    }));
    this.feed.publish(message);
    return [...working].map(([key, row]) => {
      const [collection = '', id = ''] = key.split('\u0000');
      return { collection, id, before: original.get(key)?.data ?? null, after: row?.data ?? null };
    });
  }
}
