import { surveyCatalogOf } from '@/features/surveys';
import { moveToTrash } from '@/lib/trash/trash-client';
import { SA_LIST } from '@/contracts/collections';
import {
  importRows,
  surveyLinkSource,
  subscribeNewestFirst,
  type SubscribeRows,
} from '@/features/customers';
import { backend, serverTimestamp } from '@/lib/backend';
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

/** Imports SA rows: each new one not a favourite yet (see importRows). */
export function importSaCustomers(
  plan: {
    adds: readonly SaCustomerInput[];
    updates?: readonly { id: string; fields: Partial<SaCustomerInput> }[];
  },
  onProgress?: (done: number, total: number) => void,
  now: Date = new Date(),
): Promise<{ committed: number }> {
  const adds = plan.adds.map((input) => ({ ...input, isFavorite: false }));
  return importRows(SA_LIST, { ...plan, adds }, onProgress, now);
}
