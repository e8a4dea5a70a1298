import { DataError } from '../errors';
import { newDocumentId } from '../new-id';
import type {
  BatchWrite,
  DataStore,
  DocumentData,
  QueryOptions,
  StoredDocument,
  Unsubscribe,
} from '../types';
import { applySet, applyUpdate } from './apply-write';
import type { LocalDatabase } from './local-database';
import { queryDocs } from './query-docs';

type Listener = () => void;

/** Aborts a transaction whose failure we report ourselves (its `done` would reject unheard). */
function abortQuietly(tx: { abort(): void; done: Promise<void> }): void {
  tx.done.catch(() => undefined);
  tx.abort();
}

/** Runs after a document is added, like a Cloud Functions onCreate trigger. */
export type LocalTrigger = (store: DataStore, doc: StoredDocument) => Promise<void>;

function unavailable(action: string, cause: unknown): DataError {
  if (cause instanceof DataError) return cause;
  return new DataError('unavailable', `ローカルデータベースの${action}に失敗しました`, { cause });
}

/**
 * IndexedDB-backed store with Firestore's semantics for the calls we use. Live queries are
 * refreshed after every write in this tab and, through a BroadcastChannel, in other tabs.
 */
export class LocalDataStore implements DataStore {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly triggers = new Map<string, LocalTrigger[]>();
  private readonly channel: BroadcastChannel | null;

  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${db.name}-changes`);
    this.channel?.addEventListener('message', (event: MessageEvent<string[]>) => {
      for (const collection of event.data) this.notifyHere(collection);
    });
  }

  /** Registers work to run after a document is added to `collection` (statistics, counters). */
  onAdd(collection: string, trigger: LocalTrigger): void {
    this.triggers.set(collection, [...(this.triggers.get(collection) ?? []), trigger]);
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
    try {
      const rows = await this.db.getAllFromIndex('docs', 'by-collection', collection);
      return queryDocs(
        rows.map((row) => ({ id: row.id, data: row.data })),
        options,
      );
    } catch (error) {
      throw unavailable('読み込み', error);
    }
  }

  async add(collection: string, data: DocumentData): Promise<string> {
    const id = newDocumentId();
    await this.set(collection, id, data);
    for (const trigger of this.triggers.get(collection) ?? []) {
      await trigger(this, { id, data: (await this.get(collection, id))?.data ?? data });
    }
    return id;
  }

  async set(
    collection: string,
    id: string,
    data: DocumentData,
    options?: { merge?: boolean },
  ): Promise<void> {
    try {
      const tx = this.db.transaction('docs', 'readwrite');
      const previous = await tx.store.get([collection, id]);
      const next = applySet(previous?.data ?? null, data, options?.merge ?? false, this.now());
      await tx.store.put({ collection, id, data: next });
      await tx.done;
    } catch (error) {
      throw unavailable('書き込み', error);
    }
    this.notify([collection]);
  }

  async update(collection: string, id: string, data: DocumentData): Promise<void> {
    try {
      const tx = this.db.transaction('docs', 'readwrite');
      const previous = await tx.store.get([collection, id]);
      if (!previous) {
        abortQuietly(tx);
        throw new DataError('not-found', `${collection}/${id} が見つかりません`);
      }
      await tx.store.put({ collection, id, data: applyUpdate(previous.data, data, this.now()) });
      await tx.done;
    } catch (error) {
      throw unavailable('書き込み', error);
    }
    this.notify([collection]);
  }

  async delete(collection: string, id: string): Promise<void> {
    try {
      await this.db.delete('docs', [collection, id]);
    } catch (error) {
      throw unavailable('削除', error);
    }
    this.notify([collection]);
  }

  async batchWrite(writes: readonly BatchWrite[]): Promise<void> {
    const touched = new Set<string>();
    try {
      const tx = this.db.transaction('docs', 'readwrite');
      const now = this.now();
      for (const write of writes) {
        touched.add(write.collection);
        if (write.kind === 'delete') {
          await tx.store.delete([write.collection, write.id]);
          continue;
        }
        const id = write.id ?? newDocumentId();
        const previous = await tx.store.get([write.collection, id]);
        if (write.kind === 'update' && !previous) {
          abortQuietly(tx);
          throw new DataError('not-found', `${write.collection}/${id} が見つかりません`);
        }
        const data =
          write.kind === 'update'
            ? applyUpdate(previous!.data, write.data, now)
            : applySet(null, write.data, false, now);
        await tx.store.put({ collection: write.collection, id, data });
      }
      await tx.done;
    } catch (error) {
      throw unavailable('書き込み', error);
    }
    this.notify([...touched]);
  }

  subscribe(
    collection: string,
    options: QueryOptions,
    onChange: (docs: StoredDocument[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    let active = true;
    const refresh = () => {
      this.query(collection, options).then(
        (docs) => active && onChange(docs),
        (error: Error) => active && onError(error),
      );
    };
    const set = this.listeners.get(collection) ?? new Set<Listener>();
    set.add(refresh);
    this.listeners.set(collection, set);
    refresh();
    return () => {
      active = false;
      set.delete(refresh);
    };
  }

  private notify(collections: string[]): void {
    for (const collection of collections) this.notifyHere(collection);
    this.channel?.postMessage(collections);
  }

  private notifyHere(collection: string): void {
    for (const listener of this.listeners.get(collection) ?? []) listener();
  }
}
