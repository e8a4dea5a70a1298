import { rowFiltering, searchKeys } from '@/features/customers/model';
import { SA_FIELDS } from './sa-fields';
import type { SaCustomer } from './types';

/**
 * The SA toolbar's filters: search over the fields marked `search` in the table (client name,
 * service name, corporate number, contact person); progress; priority; assignee (`obAssignee`,
 * where the parser also puts the legacy `assignee` / `saAssignee`); 法人番号 要確認 (rows whose
 * corporate number looks wrong).
 */
const saFiltering = rowFiltering<SaCustomer, 'priority' | 'assignee' | 'corporateNumber'>({
  searchFields: searchKeys(SA_FIELDS),
  selects: { priority: 'priority', assignee: 'obAssignee', corporateNumber: 'corporateNumberFlag' },
});

export const { empty: EMPTY_SA_FILTERS, hasActiveFilters, filter: filterSaCustomers } = saFiltering;
