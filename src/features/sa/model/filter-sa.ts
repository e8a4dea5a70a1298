import { matchesTerms, normalizeSearchText, searchTerms } from '@/lib/search-text';
import type { Priority, SaCustomer } from './types';

export interface SaFilters {
  query: string;
  /** Progress labels to show; empty shows all. */
  progress: readonly string[];
  priority: Priority | '';
  assignee: string;
}

export const EMPTY_SA_FILTERS: SaFilters = { query: '', progress: [], priority: '', assignee: '' };

export function hasActiveFilters(filters: SaFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.progress.length > 0 ||
    filters.priority !== '' ||
    filters.assignee !== ''
  );
}

const haystacks = new WeakMap<SaCustomer, string>();

/** Client name, service name, corporate number and contact person, folded once per row object. */
export function searchHaystackOf(row: SaCustomer): string {
  let haystack = haystacks.get(row);
  if (haystack === undefined) {
    haystack = normalizeSearchText(
      [row.clientName, row.serviceName, row.corporateNumber, row.contactPerson].join('\n'),
    );
    haystacks.set(row, haystack);
  }
  return haystack;
}

/** The rows the toolbar lets through, in their given order. */
export function filterSaCustomers(rows: readonly SaCustomer[], filters: SaFilters): SaCustomer[] {
  const terms = searchTerms(filters.query);
  const progress = filters.progress.length > 0 ? new Set(filters.progress) : null;
  return rows.filter(
    (row) =>
      (!progress || progress.has(row.progress)) &&
      (!filters.priority || row.priority === filters.priority) &&
      (!filters.assignee || row.obAssignee === filters.assignee) &&
      (terms.length === 0 || matchesTerms(searchHaystackOf(row), terms)),
  );
}

/** The option list's labels in order, then any other non-empty value found in the data. */
export function choicesFrom(
  optionLabels: readonly string[],
  rows: readonly SaCustomer[],
  field: 'progress' | 'obAssignee',
): string[] {
  const seen = new Set(optionLabels);
  const extra: string[] = [];
  for (const row of rows) {
    const value = row[field];
    if (value && !seen.has(value)) {
      seen.add(value);
      extra.push(value);
    }
  }
  return [...optionLabels, ...extra.sort((a, b) => a.localeCompare(b, 'ja'))];
}
