import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';
import { subscribeNewestFirst } from '@/lib/customer-table/subscribe-newest-first';
import { parseObCustomerCached } from '../model/parse-ob-customer';
import type { ObCustomer, ObCustomerInput, ObField } from '../model/types';

/** The spec's collection name, written once. */
const OB_LIST = 'ob_list';

/** Live `ob_list`, newest first. */
export function subscribeObList(
  onChange: (rows: ObCustomer[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeNewestFirst(OB_LIST, parseObCustomerCached, onChange, onError);
}

export async function addObCustomer(input: ObCustomerInput): Promise<string> {
  return backend().data.add(OB_LIST, { ...input, createdAt: serverTimestamp() });
}

/** A partial update of one customer (one field, or the survey date with its planned date). */
export async function updateObFields(
  id: string,
  fields: Partial<Record<ObField, string>>,
): Promise<void> {
  await backend().data.update(OB_LIST, id, fields);
}

export async function deleteObCustomer(id: string): Promise<void> {
  await backend().data.delete(OB_LIST, id);
}
