import { CUSTOMER_ACTIVITIES } from '@/contracts/contacts';
import type { DataStore } from '@/lib/backend';
import { hasWriteTriggers } from '../../history/data/local-history-trigger';
import { applyLastContact } from '../model/last-contact';

/** Local mode's stand-in for onActivityWritten: a logged activity moves 最終接触日 on. */
export function registerActivityLocalTrigger(store: DataStore): void {
  if (!hasWriteTriggers(store)) return;
  store.onWrite(CUSTOMER_ACTIVITIES, async (local, changes) => {
    const rows = {
      get: async (collection: string, id: string) =>
        (await local.get(collection, id))?.data ?? null,
      update: (collection: string, id: string, fields: Record<string, string>) =>
        local.update(collection, id, fields),
    };
    for (const change of changes) await applyLastContact(rows, change.after);
  });
}
