import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { isImeKeyEvent } from './ime';
import { cellKeyCommand } from './cell-keys';
import { CellView } from './cell-view';
import { EditConflictQuestion, OpenCellEditor } from './open-cell-editor';
import type { CellRef } from './edit-state';
import { notify } from '@/components/ui/toast';
import type { GridEditing, GridPresence } from './grid-props';
import { cellKey } from './grid-row';
import { isEditable, type GridColumn, type GridMessages } from './types';
import { useCellEditing } from './use-cell-editing';
import { useEditState } from './use-edit-state';
import { useFocusWhenDrawn } from './use-focus-when-drawn';
import { usePresenceGuard } from './use-presence-guard';

export interface RecordFieldsProps<Row extends { id: string }> {
  /** Accessible name of the field list. */
  label: string;
  row: Row;
  /** The table's columns, one field per line (the star and the bin are the table's, not here). */
  columns: readonly GridColumn<Row>[];
  messages: GridMessages;
  editing: Pick<GridEditing<Row>, 'onSave' | 'latestRow' | 'readOnly'>;
  presence?: GridPresence;
}

/**
 * One row of the grid laid out as a record: a line per field, header then value, edited in place
 * with the grid's own parts — the edit state machine, the cell editor (its keys, IME safety,
 * warnings, save failures), the conflict question when someone changed the value meanwhile, and
 * the presence question when someone has the field open. Up / Down move between fields; Enter,
 * F2 or typing opens one; Tab in an editor saves and opens the next.
 */
export function RecordFields<Row extends { id: string }>({
  label,
  row,
  columns,
  messages,
  editing: { onSave, latestRow, readOnly },
  presence,
}: RecordFieldsProps<Row>) {
  const writable = readOnly === undefined;
  const { editing, editingRef, dispatch } = useEditState();
  const rootRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<CellRef | null>(null);
  const pendingFocus = useRef<CellRef | null>(null);
  const shown = useMemo(() => [row], [row]);

  const findLatest = useCallback(
    (id: string) => latestRow?.(id) ?? (id === row.id ? row : undefined),
    [latestRow, row],
  );
  const focusCell = useCallback((target: CellRef) => {
    setActive(target);
    pendingFocus.current = target;
  }, []);
  useFocusWhenDrawn(pendingFocus, rootRef, editing);

  const { commit, cancel, requestEdit } = useCellEditing({
    editingRef,
    dispatch,
    columns,
    shown,
    findLatest,
    onSave,
    saveFailed: messages.saveFailed,
    onSaved: () => {},
    focusCell,
    setActive,
  });
  const guard = usePresenceGuard({
    presence,
    editing,
    editingRef,
    writingEdits: undefined,
    openCell: requestEdit,
  });
  const marks = guard.marks.get(row.id);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const column = columns[index]!;
    // The fields are the rows here: up and down walk them.
    const command = cellKeyCommand(
      event,
      { row: index, column: 0, rows: columns.length, columns: 1 },
      { kind: column.kind, editable: isEditable(column) },
      isImeKeyEvent(event),
    );
    if (command.kind === 'move') {
      const target = columns[command.row];
      if (!target) return;
      event.preventDefault();
      focusCell({ rowId: row.id, columnId: target.id });
    } else if (command.kind === 'edit') {
      if (command.preventDefault) event.preventDefault();
      if (writable) guard.requestEdit(row.id, column.id, command.draft);
      else notify.warning(readOnly);
    }
  };

  const activeColumn = active?.columnId ?? columns[0]?.id;
  return (
    <>
      <div
        ref={rootRef}
        role="grid"
        aria-label={label}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {columns.map((column, index) => {
          const editable = writable && isEditable(column);
          const isEditing = editing?.columnId === column.id;
          const editedBy = marks?.find((mark) => mark.columnId === column.id);
          return (
            <div key={column.id} role="row" className="flex min-h-11 items-stretch">
              <div
                role="rowheader"
                className="flex w-40 shrink-0 items-center bg-slate-50 px-3 py-2 text-sm font-medium text-slate-600"
              >
                {column.header}
              </div>
              <div
                role="gridcell"
                aria-readonly={editable ? undefined : true}
                tabIndex={activeColumn === column.id ? 0 : -1}
                data-cell={cellKey(row.id, column.id)}
                data-edited-by={editedBy?.name}
                style={column.cellStyle?.(row)}
                className={cn(
                  'focus-visible:outline-brand-600 relative flex min-w-0 flex-1 items-center px-3 py-1.5 text-sm text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2',
                  editable && 'cursor-text',
                  editedBy && 'outline-2 -outline-offset-2 outline-amber-500',
                )}
                onClick={
                  editable
                    ? (event) => {
                        if ((event.target as Element).closest('[data-cell-editor]')) return;
                        guard.requestEdit(row.id, column.id);
                      }
                    : undefined
                }
                onFocus={(event) => {
                  if (event.target === event.currentTarget)
                    setActive({ rowId: row.id, columnId: column.id });
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {isEditing && editing ? (
                  <OpenCellEditor
                    column={column}
                    editing={editing}
                    dispatch={dispatch}
                    commit={(move, value) => void commit(move, value)}
                    cancel={cancel}
                  />
                ) : (
                  <span className="flex min-w-0 flex-1 items-center">
                    <CellView column={column} row={row} />
                  </span>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {guard.question}
      <EditConflictQuestion
        editing={editing}
        editingRef={editingRef}
        dispatch={dispatch}
        commit={commit}
        editorRoot={rootRef}
      />
    </>
  );
}
