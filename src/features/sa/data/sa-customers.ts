import {
  backend,
  ChunkedWriteError,
  serverTimestamp,
  writeInChunks,
  type BatchWrite,
} from '@/lib/backend';
import {
  subscribeNewestFirst,
  type SubscribeRows,
} from '@/lib/customer-table/subscribe-newest-first';
import { parseSaCustomerCached } from '../model/parse-sa-customer';
import type { SaCustomer, SaCustomerInput, SaTextField } from '../model/types';

/** The spec's collection name, written once. */
export const SA_LIST = 'sa_list';

/** Live `sa_list`, newest first (spec section 7). */
export const subscribeSaList: SubscribeRows<SaCustomer> = (onChange, onError) =>
  subscribeNewestFirst(SA_LIST, parseSaCustomerCached, onChange, onError);

export async function addSaCustomer(input: SaCustomerInput): Promise<string> {
  return backend().data.add(SA_LIST, {
    ...input,
    isFavorite: false,
    createdAt: serverTimestamp(),
  });
}

/** One field of one customer (cells save single fields). */
export async function updateSaField(id: string, field: SaTextField, value: string): Promise<void> {
  await backend().data.update(SA_LIST, id, { [field]: value });
}

export async function setSaFavorite(id: string, isFavorite: boolean): Promise<void> {
  await backend().data.update(SA_LIST, id, { isFavorite });
}

export async function deleteSaCustomer(id: string): Promise<void> {
  await backend().data.delete(SA_LIST, id);
}

/**
 * Bulk import in batches of at most 500. Each row gets its own createdAt, one millisecond
 * apart and falling, so the list (newest first) shows the rows in the file's order.
 * Throws `ChunkedWriteError` with the number of rows stored before a failure.
 */
export async function importSaCustomers(
  inputs: readonly SaCustomerInput[],
  onProgress?: (done: number, total: number) => void,
  now: Date = new Date(),
): Promise<{ committed: number }> {
  const writes: BatchWrite[] = inputs.map((input, index) => ({
    kind: 'set',
    collection: SA_LIST,
    data: { ...input, isFavorite: false, createdAt: new Date(now.getTime() - index) },
  }));
  return writeInChunks(backend().data, writes, { onProgress });
}

/** How many rows an import stored before it failed (each chunk is all-or-nothing). */
export function importedBeforeFailure(error: unknown): number {
  return error instanceof ChunkedWriteError ? error.committed : 0;
}
