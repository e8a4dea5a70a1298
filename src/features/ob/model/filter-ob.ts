import { rowFiltering, type RowFilters } from '@/lib/customer-table/row-filters';
import type { ObCustomer } from './types';

export type ObFilters = RowFilters<'productCategory' | 'assignee'>;

/** Search over client name, service name, slack number and OB assignee; progress; category. */
export const {
  empty: EMPTY_OB_FILTERS,
  hasActiveFilters,
  filter: filterObCustomers,
} = rowFiltering<ObCustomer, 'productCategory' | 'assignee'>({
  selects: { productCategory: 'productCategory', assignee: 'obAssignee' },
  searchFields: ['clientName', 'serviceName', 'slackNumber', 'obAssignee'],
});
