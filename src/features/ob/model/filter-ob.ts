import { rowFiltering, searchKeys } from '@/features/customers/model';
import { OB_FIELDS } from './ob-fields';
import type { ObCustomer } from './types';

/**
 * Search over the fields marked `search` in the table (slack number, client name, service name,
 * OB assignee); progress; category.
 */
export const {
  empty: EMPTY_OB_FILTERS,
  hasActiveFilters,
  filter: filterObCustomers,
} = rowFiltering<ObCustomer, 'productCategory' | 'assignee'>({
  selects: { productCategory: 'productCategory', assignee: 'obAssignee' },
  searchFields: searchKeys(OB_FIELDS),
});
