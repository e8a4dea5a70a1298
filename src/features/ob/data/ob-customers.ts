import { surveyCatalogOf } from '@/features/surveys';
import { moveToTrash } from '@/lib/trash/trash-client';
import { OB_LIST } from '@/contracts/collections';
import { surveyLinkSource, subscribeNewestFirst, type SubscribeRows } from '@/features/customers';
import { backend, serverTimestamp } from '@/lib/backend';
import { parseObCustomerCached } from '../model/parse-ob-customer';
import type { ObCustomer, ObCustomerInput, ObField } from '../model/types';

/** The OB rows' personal survey links (アンケートURL), made by the member `uid`. */
export const obSurveyLinks = (uid: string) =>
  surveyLinkSource(OB_LIST, uid, surveyCatalogOf(backend().data));

/** Live `ob_list`, newest first. */
export const subscribeObList: SubscribeRows<ObCustomer> = (onChange, onError) =>
  subscribeNewestFirst(OB_LIST, parseObCustomerCached, onChange, onError);

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

/** 削除: to the ゴミ箱 (src/lib/trash/), whence it can be restored for TRASH_DAYS. */
export async function deleteObCustomer(id: string, by: { uid: string }): Promise<void> {
  await moveToTrash(OB_LIST, id, by);
}
