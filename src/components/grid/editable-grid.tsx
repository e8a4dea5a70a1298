import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CellEditor, isImeKeyEvent } from './cell-editor';
import { cellKeyCommand } from './cell-keys';
import { ConflictQuestion } from './conflict-question';
import { editReducer, type CellRef, type EditAction, type EditState } from './edit-state';
import { GridHeader } from './grid-header';
import { cellKey, GridRow } from './grid-row';
import { isEditable, type GridColumn, type GridMessages, type GridSort } from './types';
import type { CellEdit } from './undo-stack';
import { useGridUndo } from './use-grid-undo';
import { useCellEditing } from './use-cell-editing';
import { useHeldRows } from './use-held-rows';

export interface EditableGridProps<Row extends { id: string }> {
  /** Accessible name of the grid. */
  label: string;
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
  /** Total width in px (the spec fixes it per table). */
  width: number;
  messages: GridMessages;
  /**
   * Writes one field. For editable columns `column.id` is the field name, in the row and in the
   * stored document. Reject to keep the editor open with the failure message.
   */
  onSave: (rowId: string, field: string, value: string) => Promise<void>;
  onToggle?: (row: Row, columnId: string) => void;
  onDelete?: (row: Row) => void;
  /** The latest stored row by id, filters aside (for the conflict check); default: from `rows`. */
  latestRow?: (id: string) => Row | undefined;
  /** Hold live updates (show the rows as they were) while true, e.g. while a delete runs. */
  holdUpdates?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  rowHeight?: number;
  /** Shown under the header when there are no rows. */
  empty?: ReactNode;
  /** Called when a cell editor opens or closes. */
  onEditingChange?: (editing: boolean) => void;
  /** The current sort (drawn as an arrow and `aria-sort` on sortable headers). */
  sort?: GridSort | null;
  /** A sortable header was clicked. */
  onSortChange?: (columnId: string) => void;
}

/**
 * The editable, virtualised table of SA and OB (docs/grid.md). Only the rows on screen
 * plus a few are in the DOM. While a cell is edited the rows shown are held as they were (the
 * newest `rows` are kept for the conflict check and shown once the edit ends), so nothing moves
 * under the editor; typed text survives failures and live changes.
 */
export function EditableGrid<Row extends { id: string }>({
  label,
  rows,
  columns,
  width,
  messages,
  onSave,
  onToggle,
  onDelete,
  latestRow,
  holdUpdates = false,
  rowClassName,
  rowHeight = 44,
  empty,
  onEditingChange,
  sort = null,
  onSortChange,
}: EditableGridProps<Row>) {
  // The edit state machine (edit-state.ts). The ref mirrors it so the async save callbacks read
  // the state as it is now, not as it was when they were created.
  const [editing, setEditingState] = useState<EditState | null>(null);
  const editingRef = useRef<EditState | null>(null);
  const dispatch = useCallback((action: EditAction) => {
    const next = editReducer(editingRef.current, action);
    editingRef.current = next;
    setEditingState(next);
  }, []);
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  // Held rows: the snapshot shown while editing or while the owner holds updates.
  const heldRows = useHeldRows(rows, editing !== null || holdUpdates);

  // A saved value is shown at once, until the next delivery of rows carries it.
  const [saved, setSaved] = useState<{ edit: CellEdit; rows: readonly Row[] } | null>(null);
  const shown = useMemo(
    () =>
      saved && saved.rows === heldRows
        ? heldRows.map((row) =>
            row.id === saved.edit.rowId ? { ...row, [saved.edit.columnId]: saved.edit.after } : row,
          )
        : heldRows,
    [saved, heldRows],
  );

  const editingNow = editing !== null;
  useEffect(() => onEditingChange?.(editingNow), [editingNow, onEditingChange]);

  const [active, setActive] = useState<CellRef | null>(null);
  const pendingFocus = useRef<CellRef | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer keeps its own mutable state; this component is not compiler-memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    // Let React batch scroll updates instead of a synchronous render per scroll event.
    useFlushSync: false,
    getItemKey: (index) => shown[index]?.id ?? index,
  });

  const findLatest = useCallback(
    (id: string) => latestRow?.(id) ?? rowsRef.current.find((row) => row.id === id),
    [latestRow],
  );

  const focusCell = useCallback(
    (target: CellRef) => {
      const index = shown.findIndex((row) => row.id === target.rowId);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
      setActive(target);
      pendingFocus.current = target;
    },
    [shown, virtualizer],
  );

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || editing) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(
      `[data-cell="${CSS.escape(cellKey(target.rowId, target.columnId))}"]`,
    );
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const writeBack = useCallback(
    (edit: CellEdit) => onSave(edit.rowId, edit.columnId, edit.before),
    [onSave],
  );
  const { record: recordUndo } = useGridUndo(writeBack, messages.saveFailed);

  const onSaved = useCallback(
    (edit: CellEdit) => {
      setSaved({ edit, rows: rowsRef.current });
      recordUndo(edit);
    },
    [recordUndo],
  );
  const { commit, cancel, requestEdit } = useCellEditing({
    editingRef,
    dispatch,
    columns,
    shown,
    findLatest,
    onSave,
    saveFailed: messages.saveFailed,
    onSaved,
    focusCell,
    setActive,
  });

  const handleCellKeyDown = useCallback(
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
      if (command.kind === 'move') {
        const target = shown[command.row];
        const targetColumn = columns[command.column];
        if (!target || !targetColumn) return;
        event.preventDefault();
        focusCell({ rowId: target.id, columnId: targetColumn.id });
      } else if (command.kind === 'edit') {
        if (command.preventDefault) event.preventDefault();
        requestEdit(row.id, column.id, command.draft);
      }
    },
    [columns, focusCell, requestEdit, shown],
  );

  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const conflict = editing?.conflict ?? null;
  const items = virtualizer.getVirtualItems();

  return (
    <>
      <div
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={shown.length + 1}
        aria-colcount={columns.length}
        className="relative max-h-[calc(100vh-250px)] overflow-auto rounded-lg border border-slate-200 bg-white"
        data-testid="editable-grid"
      >
        <div style={{ width: Math.max(width, totalWidth) }}>
          <GridHeader columns={columns} sort={sort} onSortChange={onSortChange} />
          {shown.length === 0 ? (
            empty
          ) : (
            <div
              role="rowgroup"
              className="relative"
              style={{ height: virtualizer.getTotalSize() }}
            >
              {items.map((item) => {
                const row = shown[item.index]!;
                const editingColumn = editing?.rowId === row.id ? editing.columnId : null;
                return (
                  <GridRow
                    key={row.id}
                    row={row}
                    rowIndex={item.index}
                    top={item.start}
                    height={rowHeight}
                    columns={columns}
                    className={rowClassName?.(row)}
                    editingColumn={editingColumn}
                    activeColumn={
                      active
                        ? active.rowId === row.id
                          ? active.columnId
                          : null
                        : item.index === 0
                          ? (columns[0]?.id ?? null)
                          : null
                    }
                    onCellClick={requestEdit}
                    onCellFocus={setActive}
                    onCellKeyDown={handleCellKeyDown}
                    onToggle={onToggle}
                    onDelete={onDelete}
                    editor={
                      editingColumn && editing
                        ? (() => {
                            const column = columns.find((c) => c.id === editingColumn)!;
                            return (
                              <CellEditor
                                kind={column.kind}
                                label={column.header}
                                draft={editing.draft}
                                error={editing.error}
                                saving={editing.saving}
                                options={column.options}
                                suggestions={column.suggestions}
                                onDraftChange={(draft) => dispatch({ type: 'type', draft })}
                                onCommit={(move, value) => void commit(move, value)}
                                onCancel={cancel}
                              />
                            );
                          })()
                        : null
                    }
                  />
                );
              })}
            </div>
          )}
        </div>
      </div>
      <ConflictQuestion
        theirs={conflict?.theirs ?? null}
        onOverwrite={() => {
          const edit = editingRef.current;
          // The forced commit saves and clears the question.
          if (edit?.conflict) void commit(edit.conflict.move, edit.draft, true);
        }}
        onKeepEditing={() => {
          if (editingRef.current) dispatch({ type: 'keepEditing' });
        }}
        editorRoot={scrollRef}
      />
    </>
  );
}
