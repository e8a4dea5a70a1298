import { DataError } from '../errors';
import type { Unsubscribe } from '../types';
import type { RowSource, Watcher } from './live-query';
import type { LocalDatabase } from './local-database';

/** What a commit changed, and what other tabs are told: ids per collection. */
export type ChangeMessage = { collection: string; ids: string[] }[];

/** A failure of the browser's database, as the app's error (the message says what failed). */
export function unavailable(action: string, cause: unknown): DataError {
  if (cause instanceof DataError) return cause;
  return new DataError('unavailable', `ローカルデータベースの${action}に失敗しました`, { cause });
}

/** Where live queries read rows: a whole collection, or the documents a write named. */
export function rowSourceOf(db: LocalDatabase): RowSource {
  return {
    readAll: (collection) =>
      db.getAllFromIndex('docs', 'by-collection', collection).catch((error: unknown) => {
        throw unavailable('読み込み', error);
      }),
    readSome: async (collection, ids) => {
      try {
        const tx = db.transaction('docs', 'readonly');
        return await Promise.all(ids.map((id) => tx.store.get([collection, id])));
      } catch (error) {
        throw unavailable('読み込み', error);
      }
    },
  };
}

type StoppableWatcher = Watcher & { stop(): void };

/**
 * The live queries of one database and what changed under them: a commit in this tab tells its
 * watchers at once and the other tabs through a BroadcastChannel, whose messages tell this
 * tab's watchers in turn. Each watcher re-reads only the documents a message names.
 */
export class LocalChangeFeed {
  private readonly watchers = new Map<string, Set<StoppableWatcher>>();
  private readonly channel: BroadcastChannel | null;

  constructor(databaseName: string) {
    this.channel =
      typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel(`${databaseName}-changes`);
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      this.notifyHere(event.data as ChangeMessage);
    });
  }

  watch(collection: string, watcher: StoppableWatcher): Unsubscribe {
    const set = this.watchers.get(collection) ?? new Set<StoppableWatcher>();
    set.add(watcher);
    this.watchers.set(collection, set);
    return () => {
      watcher.stop();
      set.delete(watcher);
    };
  }

  /** A commit changed these documents: this tab's watchers and the other tabs hear of it. */
  publish(message: ChangeMessage): void {
    if (message.length === 0) return;
    this.notifyHere(message);
    this.channel?.postMessage(message);
  }

  close(): void {
    for (const set of this.watchers.values()) for (const watcher of set) watcher.stop();
    this.watchers.clear();
    this.channel?.close();
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
