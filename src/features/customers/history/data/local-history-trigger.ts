import { writeInChunks, type DataStore, type DocumentData } from '@/lib/backend';
import { CUSTOMER_HISTORY, CUSTOMER_TABLES, MEMBERS } from '@/contracts/collections';
import { historyEntry, type HistoryAuthor } from '../../shared/model/history-diff';

export interface WriteTriggerStore extends DataStore {
  onWrite(
    collection: string,
    trigger: (
      store: DataStore,
      changes: readonly { id: string; before: DocumentData | null; after: DocumentData | null }[],
    ) => Promise<void>,
  ): void;
}

export const hasWriteTriggers = (store: DataStore): store is WriteTriggerStore =>
  typeof (store as Partial<WriteTriggerStore>).onWrite === 'function';

/**
 * Local mode's stand-in for the onCustomerWritten Cloud Function: every commit to `sa_list` or
 * `ob_list` (a cell, an add, a delete, an import, a paste, an undo, a revert) writes its history
 * entries with the same pure diff (history-diff.ts), as made by the signed-in member of this tab.
 */
export function registerHistoryLocalTrigger(
  store: DataStore,
  author: () => Promise<HistoryAuthor | null>,
  now: () => Date = () => new Date(),
): void {
  if (!hasWriteTriggers(store)) return;
  for (const table of CUSTOMER_TABLES) {
    store.onWrite(table, async (local, changes) => {
      const by = await author();
      const at = now();
      const entries = changes.flatMap(
        (change) =>
          historyEntry({
            table,
            rowId: change.id,
            before: change.before,
            after: change.after,
            by,
            at,
          }) ?? [],
      );
      await writeInChunks(
        local,
        entries.map((data) => ({
          kind: 'set' as const,
          collection: CUSTOMER_HISTORY,
          data: { ...data },
        })),
      );
    });
  }
}

/** The history's author in local mode: the signed-in member of this tab, by their member name. */
export function memberAuthor(
  data: Pick<DataStore, 'get'>,
  currentUid: () => string | null,
): () => Promise<HistoryAuthor | null> {
  return async () => {
    const uid = currentUid();
    if (!uid) return null;
    const member = await data.get(MEMBERS, uid);
    const name = member?.data.name;
    return { uid, name: typeof name === 'string' ? name : '' };
  };
}
