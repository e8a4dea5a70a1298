import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Columns3, GripVertical, Pin, PinOff } from 'lucide-react';
import { Button, IconButton } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SortableList } from '@/components/ui/sortable-list';
import { gridStrings as s } from './strings';
import type { GridColumn } from './types';

export interface ColumnsMenuProps<Row> {
  /** Every column of the table in screen order (pinned first), hidden ones included. */
  columns: readonly GridColumn<Row>[];
  hidden: readonly string[];
  pinned: readonly string[];
  onHiddenChange: (columnId: string, hidden: boolean) => void;
  onPinnedChange: (columnId: string, pinned: boolean) => void;
  /** The column was dragged (or moved by keyboard) to where `overId` was. */
  onMove: (columnId: string, overId: string) => void;
  onReset: () => void;
  /** The columns are the table's own: 既定に戻す has nothing to do. */
  isDefault: boolean;
}

/**
 * The toolbar's 表示列 menu: every column in screen order, each with a handle to drag it (or
 * move it by keyboard), a check box to show it (not for the columns that say whose row it is)
 * and a pin that keeps it at the left edge; 既定に戻す.
 */
export function ColumnsMenu<Row>({
  columns,
  hidden,
  pinned,
  onHiddenChange,
  onPinnedChange,
  onMove,
  onReset,
  isDefault,
}: ColumnsMenuProps<Row>) {
  const headerOf = (id: string) => columns.find((column) => column.id === id)?.header ?? id;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary">
          <Columns3 className="h-4 w-4" aria-hidden />
          {s.columnsMenu}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80" aria-label={s.columnsMenu}>
        <p className="text-muted mb-2 px-1 text-xs">{s.columnsMenuHint}</p>
        <fieldset className="max-h-96 overflow-y-auto">
          <legend className="sr-only">{s.columnsMenu}</legend>
          <SortableList ids={columns.map((c) => c.id)} labelOf={headerOf} onMove={onMove}>
            <ul className="flex flex-col gap-0.5">
              {columns.map((column) => (
                <ColumnItem
                  key={column.id}
                  column={column}
                  shown={!hidden.includes(column.id)}
                  pinned={pinned.includes(column.id)}
                  onHiddenChange={onHiddenChange}
                  onPinnedChange={onPinnedChange}
                />
              ))}
            </ul>
          </SortableList>
        </fieldset>
        <div className="mt-2 border-t border-slate-100 pt-2">
          <Button variant="secondary" size="sm" onClick={onReset} disabled={isDefault}>
            {s.resetLayout}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function ColumnItem<Row>({
  column,
  shown,
  pinned,
  onHiddenChange,
  onPinnedChange,
}: {
  column: GridColumn<Row>;
  shown: boolean;
  pinned: boolean;
  onHiddenChange: (columnId: string, hidden: boolean) => void;
  onPinnedChange: (columnId: string, pinned: boolean) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: column.id });
  const checkboxId = `columns-menu-${column.id}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex items-center gap-1.5 rounded bg-white px-1 py-0.5 hover:bg-slate-50',
        pinned && 'bg-brand-50/60',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        aria-label={s.moveColumn(column.header)}
        className="focus-visible:outline-brand-600 text-muted flex h-7 w-5 shrink-0 cursor-grab touch-none items-center justify-center rounded hover:text-slate-700 focus-visible:outline-2 active:cursor-grabbing"
        {...attributes}
        {...listeners}
      >
        <GripVertical className="h-4 w-4" aria-hidden />
      </button>
      <input
        id={checkboxId}
        type="checkbox"
        className="h-4 w-4"
        checked={shown}
        disabled={column.alwaysShown}
        onChange={(event) => onHiddenChange(column.id, !event.target.checked)}
      />
      <label htmlFor={checkboxId} className="flex-1 truncate text-sm text-slate-700">
        {column.header}
      </label>
      <IconButton
        label={s.pinColumn(column.header)}
        aria-pressed={pinned}
        className={cn('h-7 w-7', pinned && 'text-brand-700')}
        onClick={() => onPinnedChange(column.id, !pinned)}
      >
        {pinned ? (
          <Pin className="h-3.5 w-3.5" aria-hidden />
        ) : (
          <PinOff className="h-3.5 w-3.5 opacity-40" aria-hidden />
        )}
      </IconButton>
    </li>
  );
}
