import { surveyCatalogOf } from '@/features/surveys';
import { moveToTrash } from '@/lib/trash/trash-client';
import { SA_LIST } from '@/contracts/collections';
import { surveyLinkSource, subscribeNewestFirst, type SubscribeRows } from '@/features/customers';
import {
  backend,
  ChunkedWriteError,
  serverTimestamp,
  writeInChunks,
  type BatchWrite,
} from '@/lib/backend';
import { parseSaCustomerCached } from '../model/parse-sa-customer';
import type { SaCustomer, SaCustomerInput, SaTextField } from '../model/types';

/** The SA rows' personal survey links (アンケートURL), made by the member `uid`. */
export const saSurveyLinks = (uid: string) =>
  surveyLinkSource(SA_LIST, uid, surveyCatalogOf(backend().data));

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

/** Text fields of one customer (a cell, a pasted row, a board move). */
export async function updateSaFields(
  id: string,
  fields: Partial<Record<SaTextField, string>>,
): Promise<void> {
  await backend().data.update(SA_LIST, id, fields);
}

export async function setSaFavorite(id: string, isFavorite: boolean): Promise<void> {
  await backend().data.update(SA_LIST, id, { isFavorite });
}

/** 削除: to the ゴミ箱 (src/lib/trash/), whence it can be restored for TRASH_DAYS. */
export async function deleteSaCustomer(id: string, by: { uid: string }): Promise<void> {
  await moveToTrash(SA_LIST, id, by);
}

/**
 * Bulk import in batches of at most 500: new customers (each with its own createdAt, one
 * millisecond apart and falling, so the list, newest first, shows them in the file's order) and
 * updates of existing ones (only the fields given). Throws `ChunkedWriteError` with the number of
 * writes stored before a failure.
 */
export async function importSaCustomers(
  plan: {
    adds: readonly SaCustomerInput[];
    updates?: readonly { id: string; fields: Partial<SaCustomerInput> }[];
  },
  onProgress?: (done: number, total: number) => void,
  now: Date = new Date(),
): Promise<{ committed: number }> {
  const writes: BatchWrite[] = [
    ...plan.adds.map((input, index): BatchWrite => ({
      kind: 'set',
      collection: SA_LIST,
      data: { ...input, isFavorite: false, createdAt: new Date(now.getTime() - index) },
    })),
    // A row the file names but does not change is not written (no history entry, no stamp).
    ...(plan.updates ?? [])
      .filter((update) => Object.keys(update.fields).length > 0)
      .map((update): BatchWrite => ({
        kind: 'update',
        collection: SA_LIST,
        id: update.id,
        data: update.fields,
      })),
  ];
  return writeInChunks(backend().data, writes, { onProgress });
}

/** How many rows an import stored before it failed (each chunk is all-or-nothing). */
export function importedBeforeFailure(error: unknown): number {
  return error instanceof ChunkedWriteError ? error.committed : 0;
}
