import { matchesTerms, normalizeSearchText, searchTerms } from '@/lib/search-text';

/**
 * What a customer table's toolbar filters by: the search box, the progress multi-select, and
 * exact-match selects named by `Select` ('' lets every row through).
 */
export type RowFilters<Select extends string> = {
  query: string;
  /** Progress labels to show; empty shows all. */
  progress: readonly string[];
} & Record<Select, string>;

/** True when the search, the progress choice or any select is set. */
export function filtersAreActive(filters: RowFilters<string>): boolean {
  return Object.values(filters).some((value) =>
    Array.isArray(value) ? value.length > 0 : String(value).trim() !== '',
  );
}

/** The same filters, all blank. */
export function clearedFilters<Select extends string>(
  filters: RowFilters<Select>,
): RowFilters<Select> {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, Array.isArray(value) ? [] : '']),
  ) as RowFilters<Select>;
}

/** One table's filtering: which text fields the search covers, which field each select tests. */
export interface RowFilterSpec<Row, Select extends string> {
  /** Text fields the search box looks in (every word of the query must occur in one of them). */
  searchFields: readonly (keyof Row)[];
  /** Each select filter and the row field it must equal. */
  selects: Record<Select, keyof Row>;
}

export interface RowFiltering<Row, Select extends string> {
  empty: RowFilters<Select>;
  hasActiveFilters: (filters: RowFilters<Select>) => boolean;
  /** The rows the toolbar lets through, in their given order. */
  filter: (rows: readonly Row[], filters: RowFilters<Select>) => Row[];
}

export function rowFiltering<Row extends { progress: string }, Select extends string>(
  spec: RowFilterSpec<Row, Select>,
): RowFiltering<Row, Select> {
  const selectKeys = Object.keys(spec.selects) as Select[];
  const empty = clearedFilters({
    query: '',
    progress: [],
    ...Object.fromEntries(selectKeys.map((key) => [key, ''])),
  } as RowFilters<Select>);
  // The search fields folded by normalizeSearchText, once per row object.
  const haystacks = new WeakMap<Row, string>();
  const searchHaystackOf = (row: Row) => {
    let haystack = haystacks.get(row);
    if (haystack === undefined) {
      haystack = normalizeSearchText(
        spec.searchFields.map((field) => String(row[field])).join('\n'),
      );
      haystacks.set(row, haystack);
    }
    return haystack;
  };
  return {
    empty,
    hasActiveFilters: filtersAreActive,
    filter(rows, filters) {
      const terms = searchTerms(filters.query);
      const progress = filters.progress.length > 0 ? new Set(filters.progress) : null;
      const selects = selectKeys
        .filter((key) => filters[key] !== '')
        .map((key) => [spec.selects[key], filters[key]] as const);
      return rows.filter(
        (row) =>
          (!progress || progress.has(row.progress)) &&
          selects.every(([field, value]) => (row[field] as unknown) === value) &&
          (terms.length === 0 || matchesTerms(searchHaystackOf(row), terms)),
      );
    },
  };
}

/** The option list's labels in order, then any other non-empty value found in the data. */
export function choicesFrom<Row, Field extends keyof Row>(
  optionLabels: readonly string[],
  rows: readonly Row[],
  field: Field,
): string[] {
  const seen = new Set(optionLabels);
  const extra: string[] = [];
  for (const row of rows) {
    const value = row[field];
    if (typeof value === 'string' && value && !seen.has(value)) {
      seen.add(value);
      extra.push(value);
    }
  }
  return [...optionLabels, ...extra.sort((a, b) => a.localeCompare(b, 'ja'))];
}
