import { DEAL_LIST } from '@/contracts/collections';
import { createSessionList } from '@/lib/session-list';
import { subscribeDeals } from '../data/deals';
import type { Deal } from '../model/deal-fields';

/** One `deal_list` listener for the whole session, shared by the table, the ヨミ表 and the SA pages. */
export const dealList = createSessionList<Deal>(DEAL_LIST, subscribeDeals, { snapshot: true });

export const useDealList = dealList.useList;
