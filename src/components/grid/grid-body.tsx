import type { VirtualItem } from '@tanstack/react-virtual';
import type { KeyboardEvent } from 'react';
import type { Bounds } from './bulk/range';
import type { CommitMove } from './cell-editor';
import { OpenCellEditor } from './open-cell-editor';
import type { CellRef, EditAction, EditState } from './edit-state';
import type { GridPresence, GridRowParts } from './grid-props';
import { GridRow } from './grid-row';
import type { GridColumn } from './types';

interface GridBodyProps<Row extends { id: string }> {
  shown: readonly Row[];
  /** The rows on screen (plus overscan), from the virtualizer. */
  items: readonly VirtualItem[];
  totalHeight: number;
  rowHeight: number;
  columns: readonly GridColumn<Row>[];
  sticky: readonly (number | null)[];
  editing: EditState | null;
  bounds: Bounds | null;
  rangeShown: boolean;
  active: CellRef | null;
  rowParts: GridRowParts<Row> | undefined;
  marks: GridPresence['marks'];
  onCellClick: (rowId: string, columnId: string) => void;
  onCellFocus: (cell: CellRef) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLDivElement>, row: Row, columnIndex: number) => void;
  dispatch: (action: EditAction) => void;
  commit: (move: CommitMove, value?: string) => void;
  cancel: () => void;
}

/**
 * The virtual body: only the rows on screen plus a few are in the DOM, each placed at its
 * offset; the open cell's row carries the editor. The first cell is the tab stop until a cell
 * has been focused.
 */
export function GridBody<Row extends { id: string }>({
  shown,
  items,
  totalHeight,
  rowHeight,
  columns,
  sticky,
  editing,
  bounds,
  rangeShown,
  active,
  rowParts,
  marks,
  onCellClick,
  onCellFocus,
  onCellKeyDown,
  dispatch,
  commit,
  cancel,
}: GridBodyProps<Row>) {
  return (
    <div role="rowgroup" className="relative" style={{ height: totalHeight }}>
      {items.map((item) => {
        const row = shown[item.index]!;
        const editingColumn = editing?.rowId === row.id ? editing.columnId : null;
        const selected = bounds && item.index >= bounds.top && item.index <= bounds.bottom;
        const column = editingColumn ? columns.find((c) => c.id === editingColumn) : undefined;
        return (
          <GridRow
            key={row.id}
            row={row}
            rowIndex={item.index}
            top={item.start}
            height={rowHeight}
            columns={columns}
            sticky={sticky}
            className={rowParts?.className?.(row)}
            editingColumn={editingColumn}
            selectedFrom={selected ? bounds.left : -1}
            selectedTo={selected ? bounds.right : -1}
            rangeShown={rangeShown}
            activeColumn={
              active
                ? active.rowId === row.id
                  ? active.columnId
                  : null
                : item.index === 0
                  ? (columns[0]?.id ?? null)
                  : null
            }
            onCellClick={onCellClick}
            onCellFocus={onCellFocus}
            onCellKeyDown={onCellKeyDown}
            onToggle={rowParts?.onToggle}
            onDelete={rowParts?.onDelete}
            marks={marks.get(row.id)}
            renderRowActions={rowParts?.renderActions}
            editor={
              column && editing ? (
                <OpenCellEditor
                  column={column}
                  editing={editing}
                  dispatch={dispatch}
                  commit={commit}
                  cancel={cancel}
                />
              ) : null
            }
          />
        );
      })}
    </div>
  );
}
