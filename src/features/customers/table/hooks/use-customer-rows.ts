import { useCallback, useDeferredValue, useMemo } from 'react';
import type { GridColumn } from '@/components/grid/types';
import { choicesFrom } from '../model/row-filters';
import type { SessionListState } from '@/lib/session-list';
import type { ColumnLists, OptionLists } from '../../shared/components/customer-columns';

const NO_ROWS: readonly never[] = [];

/** The live list's rows (none until ready), and the latest row by id for the conflict check. */
export function useLiveRows<Row extends { id: string }>(list: SessionListState<Row>) {
  const rows: readonly Row[] = list.status === 'ready' ? list.rows : NO_ROWS;
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const latestRow = useCallback((id: string) => byId.get(id), [byId]);
  return { rows, byId, latestRow };
}

/**
 * The rows the filters let through. Typing stays responsive at 10,000 rows: the filtered table
 * follows the search box at lower priority (`useDeferredValue`).
 */
export function useFilteredRows<Row, Filters>(
  rows: readonly Row[],
  filters: Filters,
  filter: (rows: readonly Row[], filters: Filters) => Row[],
): Row[] {
  const deferred = useDeferredValue(filters);
  return useMemo(() => filter(rows, deferred), [filter, rows, deferred]);
}

/** An option list's labels, then the other values of `field` found in the rows. */
export function useChoices<Row, Field extends keyof Row>(
  labels: readonly string[],
  rows: readonly Row[],
  field: Field,
): string[] {
  return useMemo(() => choicesFrom(labels, rows, field), [labels, rows, field]);
}

/** The table's columns, rebuilt only when an option list or the progress colours change. */
export function useColumns<Row>(
  build: (lists: ColumnLists) => GridColumn<Row>[],
  lists: OptionLists,
  progressStyle: ColumnLists['progressStyle'],
  references: ColumnLists['references'],
): GridColumn<Row>[] {
  return useMemo(
    () => build({ lists, progressStyle, references }),
    [build, lists, progressStyle, references],
  );
}
