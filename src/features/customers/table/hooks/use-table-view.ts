import { useCallback, useMemo } from 'react';
import type { GridColumn, GridSort } from '@/components/grid/types';
import type { CustomerTable } from '@/contracts/collections';
import type { ViewAuthor } from '../../views/data/views-store';
type FilterValues = Readonly<Record<string, string | readonly string[]>>;
import { DEFAULT_SORT, toggleSort, type RowSort } from '../../shared/model/sort-rows';
import type { ViewTable } from '../../views/model/view';
import { withFilters, withSort } from '../../views/model/view-edit';
import { useCustomerView, useViewTable } from '../../views/hooks/use-customer-view';
import { legacyLayoutKey } from '../../views/hooks/use-legacy-layout';

/**
 * SA's and OB's page state through the view on screen: the toolbar's filters, the sort (a
 * header click toggles it, none means newest first) and the columns, all of them part of the
 * view (useCustomerView) so saving the view keeps them.
 */
export function useTableView<Filters extends FilterValues>({
  table,
  legacyName,
  author,
  columns,
  emptyFilters,
  choices,
  standardFilters,
}: {
  table: CustomerTable;
  /** The table's name in the column layout a browser kept before views ('sa', 'ob'). */
  legacyName: string;
  author: ViewAuthor;
  columns: readonly GridColumn<never>[];
  emptyFilters: Filters;
  /** The values each filter may hold today; leave a filter out while its list is loading. */
  choices: ViewTable['choices'];
  standardFilters?: ViewTable['emptyFilters'];
}) {
  const viewTable = useViewTable(columns, emptyFilters, choices);
  const view = useCustomerView({
    table,
    viewTable,
    author,
    legacyLayoutKey: legacyLayoutKey(legacyName, author.uid),
    standardFilters,
  });
  const { change } = view;
  const filters = view.state.filters as Filters;
  const sort = useMemo<RowSort>(
    () =>
      view.state.sort
        ? { key: view.state.sort.columnId, direction: view.state.sort.direction }
        : DEFAULT_SORT,
    [view.state.sort],
  );
  const gridSort = useMemo<GridSort | null>(() => view.state.sort, [view.state.sort]);
  return {
    view,
    filters,
    setFilters: useCallback(
      (next: Filters) => change((state) => withFilters(state, next)),
      [change],
    ),
    sort,
    gridSort,
    onSortChange: useCallback(
      (columnId: string) =>
        change((state) => {
          const current: RowSort = state.sort
            ? { key: state.sort.columnId, direction: state.sort.direction }
            : DEFAULT_SORT;
          const next = toggleSort(current, columnId);
          return withSort(state, { columnId: next.key, direction: next.direction });
        }),
      [change],
    ),
  };
}

/**
 * The view's order, as a function of rows (the table's rows, and the rows a URL preset names).
 * Newest first is the live list's own order (the subscription asks for createdAt descending), so
 * the default sorts nothing: with 10,000 rows, every delivery of an import would otherwise sort
 * them again.
 */
export function useRowOrder<Row>(
  sort: RowSort,
  sortRows: (rows: readonly Row[], sort: RowSort) => Row[],
): (rows: readonly Row[]) => readonly Row[] {
  return useCallback(
    (rows: readonly Row[]) =>
      sort.key === DEFAULT_SORT.key && sort.direction === DEFAULT_SORT.direction
        ? rows
        : sortRows(rows, sort),
    [sort, sortRows],
  );
}

/** The rows in the view's order (`useRowOrder`). */
export function useSortedRows<Row>(
  rows: readonly Row[],
  order: (rows: readonly Row[]) => readonly Row[],
): readonly Row[] {
  return useMemo(() => order(rows), [rows, order]);
}

/**
 * What each filter of a view may hold: the fixed choices, and the option lists' (with the values
 * in the rows) once both are loaded; until then those filters take any value, so a saved view's
 * filter is not dropped for a list that has not arrived yet.
 */
export function useViewChoices(
  fixed: ViewTable['choices'],
  loaded: ViewTable['choices'],
  known: boolean,
): ViewTable['choices'] {
  return useMemo(() => (known ? { ...fixed, ...loaded } : fixed), [known, fixed, loaded]);
}
