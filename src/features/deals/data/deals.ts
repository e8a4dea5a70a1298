import { DEAL_LIST } from '@/contracts/collections';
import { surveyCatalogOf } from '@/features/surveys';
import { surveyLinkSource, subscribeNewestFirst, type SubscribeRows } from '@/features/customers';
import { backend, serverTimestamp } from '@/lib/backend';
import { moveToTrash } from '@/lib/trash/trash-client';
import type { Deal, DealInput } from '../model/deal-fields';
import { normalizedDealFields } from '../model/deal-writes';
import { parseDealCached } from '../model/parse-deal';

/** Personal survey links for a deal's row (アンケートURL), made by the member `uid`. */
export const dealSurveyLinks = (uid: string) =>
  surveyLinkSource(DEAL_LIST, uid, surveyCatalogOf(backend().data));

/** Live `deal_list`, newest first. */
export const subscribeDeals: SubscribeRows<Deal> = (onChange, onError) =>
  subscribeNewestFirst(DEAL_LIST, parseDealCached, onChange, onError);

export async function addDeal(input: DealInput): Promise<string> {
  return backend().data.add(DEAL_LIST, {
    ...normalizedDealFields(input),
    createdAt: serverTimestamp(),
  });
}

/** A partial update of one deal (a cell, a paste's row, a board move). */
export async function updateDealFields(id: string, fields: Record<string, string>): Promise<void> {
  await backend().data.update(DEAL_LIST, id, normalizedDealFields(fields));
}

/** 削除: to the ゴミ箱 (src/lib/trash/), whence it can be restored. */
export async function deleteDeal(id: string, by: { uid: string }): Promise<void> {
  await moveToTrash(DEAL_LIST, id, by);
}
