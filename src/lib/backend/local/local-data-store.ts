import { MAX_BATCH_WRITES } from '../write-in-chunks';
import { DataError } from '../errors';
import { countedBy } from '../field-values';
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
import { applySet, applyUpdate, validateWrite } from './apply-write';
import { LiveDoc, LiveQuery, type RowSource, type Watcher } from './live-query';
import type { LocalDatabase, StoredRow } from './local-database';
import { queryDocs } from './query-docs';
import { createServerClock } from './server-clock';

/** Runs after a document is added, like a Cloud Functions onCreate trigger. */
export type LocalTrigger = (store: DataStore, doc: StoredDocument) => Promise<void>;

/** What one commit did to one document: its data before and after (null: absent). */
export interface DocumentChange {
  collection: string;
  id: string;
  before: DocumentData | null;
  after: DocumentData | null;
}

/**
 * Runs after a commit (a single write, a batch or a transaction) with the documents of one
 * collection it changed, like a Cloud Functions onDocumentWritten trigger (one call per commit,
 * so a batch of 500 is handled as one).
 */
export type LocalWriteTrigger = (
  store: DataStore,
  changes: readonly DocumentChange[],
) => Promise<void>;

/**
 * Runs before a document is added and may refuse it by throwing (a `DataError`), as security
 * rules refuse a create in Firestore; nothing is stored then.
 */
export type LocalGuard = (store: DataStore, data: DocumentData) => Promise<void>;

/** One write as the store applies it (batches, transactions and single writes alike). */
type Operation =
  | { kind: 'set'; collection: string; id: string; data: DocumentData; merge: boolean }
  | { kind: 'update'; collection: string; id: string; data: DocumentData }
  | { kind: 'delete'; collection: string; id: string };

/** What a commit changed, and what other tabs are told: ids per collection. */
type ChangeMessage = { collection: string; ids: string[] }[];

/** Firestore retries a contended transaction 5 times in all before giving up. */
const TRANSACTION_ATTEMPTS = 5;

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;

function unavailable(action: string, cause: unknown): DataError {
  if (cause instanceof DataError) return cause;
  return new DataError('unavailable', `ローカルデータベースの${action}に失敗しました`, { cause });
}

function newRev(): string {
  return newDocumentId().slice(0, 12);
}

function validate(operation: Operation): void {
  if (operation.kind === 'set') validateWrite(operation.data, operation.merge ? 'merge' : 'set');
  else if (operation.kind === 'update') validateWrite(operation.data, 'update');
}

class Conflict extends Error {}

/**
 * IndexedDB-backed store with Firestore's semantics for the calls we use. Every row carries a
 * revision that changes on each write; live queries re-read only the documents a write named,
 * in this tab and, through a BroadcastChannel, in other tabs.
 */
export class LocalDataStore implements DataStore {
  private readonly watchers = new Map<string, Set<Watcher & { stop(): void }>>();
  private readonly triggers = new Map<string, LocalTrigger[]>();
  private readonly deleteTriggers = new Map<string, LocalTrigger[]>();
  private readonly writeTriggers = new Map<string, LocalWriteTrigger[]>();
  private readonly guards = new Map<string, LocalGuard[]>();
  private readonly channel: BroadcastChannel | null;
  private readonly rows: RowSource;

  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => Date = createServerClock(),
  ) {
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${db.name}-changes`);
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      this.notifyHere(event.data as ChangeMessage);
    });
    this.rows = {
      readAll: (collection) =>
        this.db.getAllFromIndex('docs', 'by-collection', collection).catch((error: unknown) => {
          throw unavailable('読み込み', error);
        }),
      readSome: async (collection, ids) => {
        try {
          const tx = this.db.transaction('docs', 'readonly');
          return await Promise.all(ids.map((id) => tx.store.get([collection, id])));
        } catch (error) {
          throw unavailable('読み込み', error);
        }
      },
    };
  }

  /** Stops listening to other tabs and closes the database (scripts, tests). */
  close(): void {
    for (const set of this.watchers.values()) for (const watcher of set) watcher.stop();
    this.watchers.clear();
    this.channel?.close();
    this.db.close();
  }

  /** Registers work to run after a document is added to `collection` (statistics, counters). */
  onAdd(collection: string, trigger: LocalTrigger): void {
    this.triggers.set(collection, [...(this.triggers.get(collection) ?? []), trigger]);
  }

  /**
   * Registers work to run after a document of `collection` is deleted (one `delete` call), with
   * the document as it was, like a Cloud Functions onDelete trigger.
   */
  onDelete(collection: string, trigger: LocalTrigger): void {
    this.deleteTriggers.set(collection, [...(this.deleteTriggers.get(collection) ?? []), trigger]);
  }

  /** Registers work to run after every commit that changed documents of `collection`. */
  onWrite(collection: string, trigger: LocalWriteTrigger): void {
    this.writeTriggers.set(collection, [...(this.writeTriggers.get(collection) ?? []), trigger]);
  }

  /** Registers a check that runs before a document is added to `collection` (rules' stand-in). */
  beforeAdd(collection: string, guard: LocalGuard): void {
    this.guards.set(collection, [...(this.guards.get(collection) ?? []), guard]);
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
    for (const guard of this.guards.get(collection) ?? []) await guard(this, data);
    const id = newDocumentId();
    const countIn = options?.countIn;
    await this.commitAndTrigger([
      { kind: 'set', collection, id, data, merge: false },
      ...(countIn ? [{ kind: 'set' as const, ...countIn, data: countedBy(id), merge: true }] : []),
    ]);
    // The document is stored: a failing trigger is the server's problem, as a Cloud Function's
    // failure would be. Rejecting here would make a visitor resubmit and store a duplicate.
    for (const trigger of this.triggers.get(collection) ?? []) {
      try {
        await trigger(this, { id, data: (await this.get(collection, id))?.data ?? data });
      } catch (error) {
        console.error(`local trigger on ${collection}/${id} failed`, error);
      }
    }
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
    const triggers = this.deleteTriggers.get(collection) ?? [];
    const before = triggers.length > 0 ? await this.get(collection, id) : null;
    await this.commitAndTrigger([{ kind: 'delete', collection, id }]);
    // The document is gone: a failing trigger is the server's problem, as for onAdd.
    for (const trigger of before ? triggers : []) {
      try {
        await trigger(this, before!);
      } catch (error) {
        console.error(`local delete trigger on ${collection}/${id} failed`, error);
      }
    }
  }

  batchWrite(writes: readonly BatchWrite[]): Promise<void> {
    if (writes.length > MAX_BATCH_WRITES) {
      return Promise.reject(tooManyWrites(writes.length));
    }
    return this.commitAndTrigger(
      writes.map((write): Operation => {
        if (write.kind !== 'set') return write;
        return { ...write, id: write.id ?? newDocumentId(), merge: false };
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
      await this.runWriteTriggers(changes);
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
    return this.watch(collection, new LiveQuery(this.rows, collection, options, onChange, onError));
  }

  subscribeDoc(
    collection: string,
    id: string,
    onChange: (doc: StoredDocument | null) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    return this.watch(collection, new LiveDoc(this.rows, collection, id, onChange, onError));
  }

  private watch(collection: string, watcher: Watcher & { stop(): void }): Unsubscribe {
    const set = this.watchers.get(collection) ?? new Set<Watcher & { stop(): void }>();
    set.add(watcher);
    this.watchers.set(collection, set);
    return () => {
      watcher.stop();
      set.delete(watcher);
    };
  }

  private async commitAndTrigger(operations: readonly Operation[]): Promise<void> {
    await this.runWriteTriggers(await this.commit(operations));
  }

  /** The write triggers of each collection the commit changed; a failure is logged, as for onAdd. */
  private async runWriteTriggers(changes: readonly DocumentChange[]): Promise<void> {
    for (const [collection, triggers] of this.writeTriggers) {
      const mine = changes.filter((change) => change.collection === collection);
      if (mine.length === 0) continue;
      for (const trigger of triggers) {
        try {
          await trigger(this, mine);
        } catch (error) {
          console.error(`local write trigger on ${collection} failed`, error);
        }
      }
    }
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
    const original = new Map<string, StoredRow | null>();
    const working = new Map<string, StoredRow | null>();
    try {
      const tx = this.db.transaction('docs', 'readwrite');
      try {
        for (const read of reads) {
          const row = await tx.store.get([read.collection, read.id]);
          if ((row ? (row.rev ?? '') : null) !== read.rev) throw new Conflict();
        }
        const now = this.now();
        // Several writes to one document in a transaction apply one after another.
        for (const operation of operations) {
          const key = keyOf(operation.collection, operation.id);
          if (!working.has(key)) {
            original.set(key, (await tx.store.get([operation.collection, operation.id])) ?? null);
          }
          const previous = working.has(key) ? working.get(key)! : original.get(key)!;
          let next: StoredRow | null;
          if (operation.kind === 'delete') next = null;
          else if (operation.kind === 'update') {
            if (!previous) {
              throw new DataError(
                'not-found',
                `${operation.collection}/${operation.id} が見つかりません`,
              );
            }
            next = { ...previous, data: applyUpdate(previous.data, operation.data, now) };
          } else {
            const data = applySet(previous?.data ?? null, operation.data, operation.merge, now);
            next = { collection: operation.collection, id: operation.id, data };
          }
          if (next) next.rev = newRev();
          working.set(key, next);
          const ids = changed.get(operation.collection) ?? new Set<string>();
          ids.add(operation.id);
          changed.set(operation.collection, ids);
        }
        for (const [, row] of working) {
          if (row) await tx.store.put(row);
        }
        for (const operation of operations) {
          if (working.get(keyOf(operation.collection, operation.id)) === null) {
            await tx.store.delete([operation.collection, operation.id]);
          }
        }
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
    if (message.length > 0) {
      this.notifyHere(message);
      this.channel?.postMessage(message);
    }
    return [...working].map(([key, row]) => {
      const [collection = '', id = ''] = key.split('\u0000');
      return { collection, id, before: original.get(key)?.data ?? null, after: row?.data ?? null };
    });
  }

  private notifyHere(message: ChangeMessage): void {
    for (const { collection, ids } of message) {
      const set = this.watchers.get(collection);
      if (!set) continue;
      const changed = new Set(ids);
      for (const watcher of set) watcher.changed(changed);
    }
  }
}

function tooManyWrites(count: number): DataError {
  return new DataError(
    'invalid-argument',
    `一度に書き込めるのは${MAX_BATCH_WRITES}件までです（${count}件）。writeInChunks で分けて書き込んでください`,
  );
}
