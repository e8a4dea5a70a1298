import { rowFiltering, rowSorter, searchKeys } from '@/features/customers/model';
import { DEAL_FIELDS, type Deal } from './deal-fields';

/** Search over 案件名, 担当者 and 次のアクション; ステージ (the 進捗 filter); 確度; 担当者. */
export const { empty: EMPTY_DEAL_FILTERS, filter: filterDeals } = rowFiltering<
  Deal,
  'confidence' | 'assignee'
>({
  selects: { confidence: 'confidence', assignee: 'assignee' },
  searchFields: searchKeys(DEAL_FIELDS),
});

/** The deals in one column's order (or newest first); 金額 sorts by value (its digits). */
export const sortDeals = rowSorter<Deal>();
