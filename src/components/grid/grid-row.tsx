import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { CellView } from './cell-view';
import type { CellRef } from './edit-state';
import { gridStrings } from './strings';
import { isEditable, type GridColumn, type GridPresenceMark } from './types';

/** The attribute a cell carries so the grid can find and focus it. */
export const cellKey = (rowId: string, columnId: string) => `${rowId}|${columnId}`;

export interface GridRowProps<Row extends { id: string }> {
  row: Row;
  rowIndex: number;
  top: number;
  height: number;
  columns: readonly GridColumn<Row>[];
  /** Where each sticky column sticks (`stickyOffsets`, computed once per columns by the grid). */
  sticky: readonly (number | null)[];
  className: string | undefined;
  editingColumn: string | null;
  /** The selected columns of this row, by index (-1: none of its cells is selected). */
  selectedFrom: number;
  selectedTo: number;
  /** A range of several cells is selected (it is drawn; one selected cell is the focus ring). */
  rangeShown: boolean;
  activeColumn: string | null;
  editor: ReactNode;
  onCellClick: (rowId: string, columnId: string) => void;
  onCellFocus: (cell: CellRef) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLDivElement>, row: Row, columnIndex: number) => void;
  onToggle?: (row: Row, columnId: string) => void;
  onDelete?: (row: Row) => void;
  /** Others editing this row (live presence); undefined: nobody. */
  marks?: readonly GridPresenceMark[];
  /** The row's actions, drawn at the end of its `rowHeader` cell. */
  renderRowActions?: (row: Row) => ReactNode;
}

/**
 * '山田 編集中' with the initial as a badge, on a second line under the row's name (so neither
 * hides the other); one more editor of the row is counted.
 */
function PresenceLine({ marks }: { marks: readonly GridPresenceMark[] }) {
  const [first] = marks;
  if (!first) return null;
  const text =
    marks.length > 1
      ? gridStrings.editingByMore(first.name, marks.length - 1)
      : gridStrings.editingBy(first.name);
  return (
    <span
      className="flex min-w-0 items-center gap-1 text-[11px] leading-4 font-medium text-amber-800"
      title={text}
      data-presence-mark
    >
      <span
        aria-hidden
        className="flex h-3.5 w-3.5 shrink-0 items-center justify-center rounded-full bg-amber-500 text-[9px] leading-none font-bold text-white"
      >
        {first.initial}
      </span>
      <span className="truncate">{text}</span>
    </span>
  );
}

function GridRowInner<Row extends { id: string }>({
  row,
  rowIndex,
  top,
  height,
  columns,
  sticky,
  className,
  editingColumn,
  selectedFrom,
  selectedTo,
  rangeShown,
  activeColumn,
  editor,
  onCellClick,
  onCellFocus,
  onCellKeyDown,
  onToggle,
  onDelete,
  marks,
  renderRowActions,
}: GridRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      data-row-id={row.id}
      className={cn(
        'group/row absolute top-0 left-0 flex w-full border-b border-slate-100 bg-white focus-within:z-10 hover:bg-slate-50',
        className,
        editingColumn && 'z-10',
      )}
      style={{ height, transform: `translateY(${top}px)` }}
    >
      {columns.map((column, index) => {
        const stickAt = sticky[index];
        const isEditing = editingColumn === column.id;
        const editable = isEditable(column);
        const selected = index >= selectedFrom && index <= selectedTo;
        const editedBy = marks?.find((mark) => mark.columnId === column.id);
        const cell = (
          <CellView
            column={column}
            row={row}
            onToggle={onToggle ? () => onToggle(row, column.id) : undefined}
            onDelete={onDelete ? () => onDelete(row) : undefined}
          />
        );
        return (
          // A grid cell: clicking or Enter opens its editor; arrow keys move between cells.
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={index + 1}
            aria-readonly={editable ? undefined : true}
            aria-selected={selected}
            tabIndex={activeColumn === column.id ? 0 : -1}
            data-cell={cellKey(row.id, column.id)}
            style={{
              width: column.width,
              ...(stickAt != null ? { left: stickAt } : {}),
              ...column.cellStyle?.(row),
            }}
            className={cn(
              'focus-visible:outline-brand-600 relative flex shrink-0 items-center overflow-hidden px-2 text-sm text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2',
              stickAt != null && 'sticky z-[5] bg-inherit',
              (column.kind === 'favorite' || column.kind === 'delete') && 'justify-center',
              editable && 'cursor-text',
              isEditing && 'overflow-visible',
              // The row's name shows whole under its cell while the cell has the focus.
              column.rowHeader && 'group/name focus:overflow-visible',
              selected && rangeShown && 'bg-brand-100/70 ring-brand-300 ring-1 ring-inset',
              // The cell someone else has open.
              editedBy && 'outline-2 -outline-offset-2 outline-amber-500',
            )}
            data-edited-by={editedBy ? editedBy.name : undefined}
            // The row header's name stays its value, not value + its buttons + the presence mark.
            aria-label={column.rowHeader && !isEditing ? column.value(row) : undefined}
            onClick={
              editable
                ? (event) => {
                    // Clicks inside the open editor (its buttons) are the editor's own; a
                    // Shift+click stretches the selection instead of editing.
                    if ((event.target as Element).closest('[data-cell-editor]')) return;
                    if (event.shiftKey) return;
                    onCellClick(row.id, column.id);
                  }
                : undefined
            }
            onFocus={(event) => {
              if (event.target === event.currentTarget)
                onCellFocus({ rowId: row.id, columnId: column.id });
            }}
            onKeyDown={(event) => onCellKeyDown(event, row, index)}
          >
            {isEditing ? (
              editor
            ) : column.rowHeader ? (
              <span className="flex min-w-0 flex-1 items-center gap-1">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex min-w-0">{cell}</span>
                  {marks && marks.length > 0 ? <PresenceLine marks={marks} /> : null}
                </span>
                {renderRowActions?.(row)}
              </span>
            ) : (
              cell
            )}
          </div>
        );
      })}
    </div>
  );
}

/** One row of cells; memoised so scrolling re-renders only rows whose props changed. */
export const GridRow = memo(GridRowInner) as typeof GridRowInner;
