import { useCallback, type KeyboardEvent } from 'react';
import type { RangeSelection } from './bulk/use-range-selection';
import { isImeKeyEvent } from './ime';
import { cellKeyCommand } from './cell-keys';
import type { CellRef } from './edit-state';
import { isEditable, type GridColumn } from './types';

/**
 * A key on a cell at rest, as cell-keys.ts reads it: move or stretch the range, select all,
 * collapse, clear, fill down, or open the editor (typing starts it with the typed text).
 */
export function useGridKeyboard<Row extends { id: string }>({
  columns,
  shown,
  selection,
  focusCell,
  requestEdit,
  clearSelection,
  fillDown,
}: {
  columns: readonly GridColumn<Row>[];
  shown: readonly Row[];
  selection: RangeSelection;
  focusCell: (cell: CellRef) => void;
  requestEdit: (rowId: string, columnId: string, draft?: string) => void;
  clearSelection: () => void;
  fillDown: () => void;
}) {
  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>, row: Row, columnIndex: number) => {
      if (event.target !== event.currentTarget) return;
      const column = columns[columnIndex];
      if (!column) return;
      const command = cellKeyCommand(
        event,
        {
          row: shown.findIndex((r) => r.id === row.id),
          column: columnIndex,
          rows: shown.length,
          columns: columns.length,
        },
        { kind: column.kind, editable: isEditable(column) },
        isImeKeyEvent(event),
      );
      if (command.kind === 'move' || command.kind === 'extend') {
        const target = shown[command.row];
        const targetColumn = columns[command.column];
        if (!target || !targetColumn) return;
        event.preventDefault();
        const cell = { rowId: target.id, columnId: targetColumn.id };
        if (command.kind === 'extend') selection.extendTo(cell);
        else {
          selection.collapse();
          focusCell(cell);
        }
      } else if (command.kind === 'selectAll') {
        event.preventDefault();
        selection.selectAll();
      } else if (command.kind === 'collapse') {
        if (selection.stretched) event.preventDefault();
        selection.collapse();
      } else if (command.kind === 'clear') {
        event.preventDefault();
        clearSelection();
      } else if (command.kind === 'fillDown') {
        // Ctrl+D is also the browser's bookmark shortcut: ours on a cell.
        event.preventDefault();
        fillDown();
      } else if (command.kind === 'edit') {
        if (command.preventDefault) event.preventDefault();
        requestEdit(row.id, column.id, command.draft);
      }
    },
    [clearSelection, columns, fillDown, focusCell, requestEdit, selection, shown],
  );
}
