import { rowFiltering, type RowFilters } from '@/lib/customer-table/row-filters';
import type { SaCustomer } from './types';

/** Search, progress, priority and assignee (spec part 2, section 2). */
export type SaFilters = RowFilters<'priority' | 'assignee'>;

const saFiltering = rowFiltering<SaCustomer, 'priority' | 'assignee'>({
  searchFields: ['clientName', 'serviceName', 'corporateNumber', 'contactPerson'],
  selects: { priority: 'priority', assignee: 'obAssignee' },
});

export const EMPTY_SA_FILTERS: SaFilters = saFiltering.empty;
export const hasActiveFilters = saFiltering.hasActiveFilters;
export const filterSaCustomers = saFiltering.filter;
