import { useCallback, useMemo } from 'react';
import { ColumnsMenu } from '@/components/grid/columns-menu';
import type { GridColumn } from '@/components/grid/types';
import type { CustomerView } from '../hooks/use-customer-view';
import { arrangeColumns } from '../model/view';
import {
  columnsAreDefault,
  screenOrder,
  withColumnMoved,
  withDefaultColumns,
  withHidden,
  withPinned,
  withWidth,
} from '../model/view-edit';

/**
 * The table's columns as the view on screen draws them (pinned first and sticky, hidden ones
 * left out, its widths), their total width, a column edge's resize, and the 表示列 menu.
 */
export function useViewColumns<Row>(columns: readonly GridColumn<Row>[], view: CustomerView) {
  const viewColumns = view.state.columns;
  const { change } = view;
  const shown = useMemo(
    () =>
      arrangeColumns(columns, viewColumns).map(({ pinned, ...column }) => ({
        ...column,
        sticky: pinned,
      })),
    [columns, viewColumns],
  );
  const inMenu = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    return screenOrder(viewColumns).flatMap((id) => byId.get(id) ?? []);
  }, [columns, viewColumns]);
  return {
    shown,
    width: shown.reduce((sum, column) => sum + column.width, 0),
    resize: useCallback(
      (id: string, width: number | null) => change((state) => withWidth(state, id, width)),
      [change],
    ),
    menu: (
      <ColumnsMenu
        columns={inMenu}
        hidden={viewColumns.hidden}
        pinned={viewColumns.pinned}
        onHiddenChange={(id, hidden) => change((state) => withHidden(state, id, hidden))}
        onPinnedChange={(id, pinned) => change((state) => withPinned(state, id, pinned))}
        onMove={(id, overId) => change((state) => withColumnMoved(state, id, overId))}
        onReset={() => change((state) => withDefaultColumns(state, view.table))}
        isDefault={columnsAreDefault(view.state, view.table)}
      />
    ),
  };
}
