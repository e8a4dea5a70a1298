import { rowFiltering, type RowFilters } from '@/lib/customer-table/row-filters';
import type { SaCustomer } from './types';

/**
 * The SA toolbar's filters (spec part 2, section 2): search over client name, service name,
 * corporate number and contact person; progress; priority; assignee (`obAssignee`, where the
 * parser also puts the legacy `assignee` / `saAssignee`).
 */
const saFiltering = rowFiltering<SaCustomer, 'priority' | 'assignee'>({
  searchFields: ['clientName', 'serviceName', 'corporateNumber', 'contactPerson'],
  selects: { priority: 'priority', assignee: 'obAssignee' },
});

export type SaFilters = RowFilters<'priority' | 'assignee'>;
export const { empty: EMPTY_SA_FILTERS, hasActiveFilters, filter: filterSaCustomers } = saFiltering;
