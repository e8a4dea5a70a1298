import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { GridColumn, GridSort } from './types';

/**
 * The header row: one column header per column, sticky at the top. A sortable header is a button
 * filling the whole cell (a click anywhere on it sorts), with the direction drawn as an arrow and
 * stated in `aria-sort`.
 */
export function GridHeader<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly GridColumn<Row>[];
  sort: GridSort | null;
  onSortChange?: (columnId: string) => void;
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
              aria-label={column.headerIcon ? column.header : undefined}
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
              style={{ width: column.width }}
              className={cn(
                'flex shrink-0 items-center px-2 py-2.5 text-xs font-semibold whitespace-nowrap text-slate-600',
                column.sticky && 'sticky left-0 z-10 bg-slate-50',
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
                    'flex h-full w-full items-center gap-1 px-2 py-2.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600',
                    column.kind === 'favorite' && 'justify-center',
                  )}
                >
                  {column.headerIcon ?? column.header}
                  <SortIcon
                    className={cn('h-3.5 w-3.5', sorted ? 'text-blue-600' : 'text-muted')}
                    aria-hidden
                  />
                </button>
              ) : (
                (column.headerIcon ?? column.header)
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
