import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { isDefaultLayout, type ColumnLayout } from './column-layout';
import { gridStrings as s } from './strings';
import type { GridColumn } from './types';

/** The toolbar's 表示列 menu: a check box per column that can be hidden, and 既定に戻す. */
export function ColumnsMenu<Row>({
  columns,
  layout,
  onHiddenChange,
  onReset,
}: {
  /** Every column of the table, hidden ones included. */
  columns: readonly GridColumn<Row>[];
  layout: ColumnLayout;
  onHiddenChange: (columnId: string, hidden: boolean) => void;
  onReset: () => void;
}) {
  const choosable = columns.filter((column) => !column.alwaysShown);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary">
          <Columns3 className="h-4 w-4" aria-hidden />
          {s.columnsMenu}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64" aria-label={s.columnsMenu}>
        <p className="text-muted mb-2 px-1 text-xs">{s.columnsMenuHint}</p>
        <fieldset className="max-h-80 overflow-y-auto">
          <legend className="sr-only">{s.columnsMenu}</legend>
          {choosable.map((column) => {
            const id = `columns-menu-${column.id}`;
            return (
              <div
                key={column.id}
                className="flex items-center gap-2 rounded px-1 py-1 hover:bg-slate-50"
              >
                <input
                  id={id}
                  type="checkbox"
                  className="h-4 w-4"
                  checked={!layout.hidden.includes(column.id)}
                  onChange={(event) => onHiddenChange(column.id, !event.target.checked)}
                />
                <label htmlFor={id} className="flex-1 text-sm text-slate-700">
                  {column.header}
                </label>
              </div>
            );
          })}
        </fieldset>
        <div className="mt-2 border-t border-slate-100 pt-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={onReset}
            disabled={isDefaultLayout(layout)}
          >
            {s.resetLayout}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
