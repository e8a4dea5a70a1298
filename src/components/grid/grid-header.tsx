import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { ColumnResizer } from './column-resizer';
import type { GridColumn, GridSort } from './types';

/**
 * The header row: one column header per column, sticky at the top. A sortable header is a button
 * filling the whole cell (a click anywhere on it sorts), with the direction drawn as an arrow and
 * stated in `aria-sort`. With `onResize`, each header's right edge changes its column's width.
 */
export function GridHeader<Row>({
  columns,
  sticky,
  sort,
  onSortChange,
  onResize,
}: {
  columns: readonly GridColumn<Row>[];
  /** Where each sticky column sticks (`stickyOffsets`). */
  sticky: readonly (number | null)[];
  sort: GridSort | null;
  onSortChange?: (columnId: string) => void;
  /** A new width for a column; null puts its default back. */
  onResize?: (columnId: string, width: number | null) => void;
}) {
  return (
    <div role="rowgroup" className="sticky top-0 z-20">
      <div role="row" aria-rowindex={1} className="flex border-b border-slate-200 bg-slate-50">
        {columns.map((column, index) => {
          const sortable = column.sortable && onSortChange;
          const sorted = sort?.columnId === column.id ? sort.direction : null;
          const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-colindex={index + 1}
              // The header's own name: the edge inside it (its resizer) must not join it.
              aria-label={column.header}
              aria-sort={
                sortable
                  ? sorted === 'asc'
                    ? 'ascending'
                    : sorted === 'desc'
                      ? 'descending'
                      : 'none'
                  : undefined
              }
              title={column.headerIcon ? column.header : undefined}
              style={{
                width: column.width,
                ...(sticky[index] != null ? { left: sticky[index] } : {}),
              }}
              className={cn(
                'relative flex shrink-0 items-center px-2 py-2.5 text-xs font-semibold whitespace-nowrap text-slate-600',
                sticky[index] != null && 'sticky z-10 bg-slate-50',
                (column.kind === 'favorite' || column.kind === 'delete') && 'justify-center',
                sortable && 'p-0',
              )}
            >
              {sortable ? (
                // The button fills the whole header cell: a click anywhere on it sorts.
                <button
                  type="button"
                  onClick={() => onSortChange(column.id)}
                  className={cn(
                    'focus-visible:outline-brand-600 flex h-full w-full items-center gap-1 px-2 py-2.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:-outline-offset-2',
                    column.kind === 'favorite' && 'justify-center',
                  )}
                >
                  {column.headerIcon ?? column.header}
                  <SortIcon
                    className={cn('h-3.5 w-3.5', sorted ? 'text-brand-600' : 'text-muted')}
                    aria-hidden
                  />
                </button>
              ) : (
                (column.headerIcon ?? column.header)
              )}
              {onResize ? (
                <ColumnResizer
                  header={column.header}
                  width={column.width}
                  onResize={(width) => onResize(column.id, width)}
                  onReset={() => onResize(column.id, null)}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
