import { rowFiltering, type RowFilters } from '@/lib/customer-table/row-filters';
import type { ObCustomer } from './types';

/** Search, progress, product category and assignee (spec part 2, section 9). */
export type ObFilters = RowFilters<'productCategory' | 'assignee'>;

const obFiltering = rowFiltering<ObCustomer, 'productCategory' | 'assignee'>({
  searchFields: ['clientName', 'serviceName', 'slackNumber', 'obAssignee'],
  selects: { productCategory: 'productCategory', assignee: 'obAssignee' },
});

export const EMPTY_OB_FILTERS: ObFilters = obFiltering.empty;
export const hasActiveFilters = obFiltering.hasActiveFilters;
export const filterObCustomers = obFiltering.filter;
