import { matchesTerms, normalizeSearchText, searchTerms } from '@/lib/search-text';
import type { ObCustomer } from './types';

export interface ObFilters {
  query: string;
  /** Progress labels to show; empty shows all. */
  progress: readonly string[];
  productCategory: string;
  assignee: string;
}

export const EMPTY_OB_FILTERS: ObFilters = {
  query: '',
  progress: [],
  productCategory: '',
  assignee: '',
};

export function hasActiveFilters(filters: ObFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.progress.length > 0 ||
    filters.productCategory !== '' ||
    filters.assignee !== ''
  );
}

const haystacks = new WeakMap<ObCustomer, string>();

/** Client name, service name, slack number and assignee, folded once per row object. */
function haystackOf(row: ObCustomer): string {
  let haystack = haystacks.get(row);
  if (haystack === undefined) {
    haystack = normalizeSearchText(
      [row.clientName, row.serviceName, row.slackNumber, row.obAssignee].join('\n'),
    );
    haystacks.set(row, haystack);
  }
  return haystack;
}

/** The rows the toolbar lets through, in their given order. */
export function filterObCustomers(rows: readonly ObCustomer[], filters: ObFilters): ObCustomer[] {
  const terms = searchTerms(filters.query);
  const progress = filters.progress.length > 0 ? new Set(filters.progress) : null;
  return rows.filter(
    (row) =>
      (!progress || progress.has(row.progress)) &&
      (!filters.productCategory || row.productCategory === filters.productCategory) &&
      (!filters.assignee || row.obAssignee === filters.assignee) &&
      (terms.length === 0 || matchesTerms(haystackOf(row), terms)),
  );
}

/** The option list's labels in order, then any other non-empty value found in the data. */
export function obChoicesFrom(
  optionLabels: readonly string[],
  rows: readonly ObCustomer[],
  field: 'progress' | 'obAssignee' | 'referralSource',
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
