import { lastContactWrite } from '@/contracts/contacts';
import { isCustomerTable } from '@/contracts/collections';
import { tableSchema } from '@/contracts/customer-tables';
import { instantOf, tokyoDay } from '@/lib/tokyo-time';

/** The store a written activity moves its company's 最終接触日 in (the server's, or local mode's). */
export interface LastContactStore {
  get(collection: string, id: string): Promise<Readonly<Record<string, unknown>> | null>;
  update(collection: string, id: string, fields: Record<string, string>): Promise<void>;
}

/**
 * After an activity is logged or edited: its company's 最終接触日 becomes the activity's day
 * (Tokyo) when that is later. Shared by the Cloud Function and local mode's trigger, so every
 * way of logging moves it. A deleted activity moves nothing back.
 */
export async function applyLastContact(
  store: LastContactStore,
  activity: Readonly<Record<string, unknown>> | null,
): Promise<void> {
  if (!activity || !isCustomerTable(activity.table) || typeof activity.rowId !== 'string') return;
  const at = instantOf(activity.at);
  if (!at) return;
  const row = await store.get(activity.table, activity.rowId);
  if (!row) return;
  const write = lastContactWrite(tableSchema(activity.table), row, tokyoDay(at));
  if (write) await store.update(activity.table, activity.rowId, write);
}
