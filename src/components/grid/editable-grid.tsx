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
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { cn } from '@/components/ui/cn';
import { copyCells, planClear, planFillDown, planPaste } from './bulk/bulk-plan';
import { parseClipboardText, toClipboardText } from './bulk/clipboard-text';
import { cellCount } from './bulk/range';
import { useBulkEdit } from './bulk/use-bulk-edit';
import { cellOfElement, useRangeSelection } from './bulk/use-range-selection';
import { CellEditor, isImeKeyEvent } from './cell-editor';
import { cellKeyCommand } from './cell-keys';
import { ConflictQuestion } from './conflict-question';
import { editReducer, type CellRef, type EditAction, type EditState } from './edit-state';
import { stickyOffsets } from './column-layout';
import { GridContextMenu } from './grid-context-menu';
import { GridHeader } from './grid-header';
import { cellKey, GridRow } from './grid-row';
import { gridStrings } from './strings';
import {
  isEditable,
  type GridColumn,
  type GridMessages,
  type GridPresenceMark,
  type GridSort,
} from './types';
import type { CellEdit, UndoStep } from './undo-stack';
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
  /**
   * Writes many cells in one batched write (paste, clear, fill down, and their undo): each
   * edit's `after` into its field. Reject with `CellsSaveError` naming the edits not stored.
   * Without it the grid copies but does not paste, clear or fill.
   */
  onSaveCells?: (edits: readonly CellEdit[]) => Promise<void>;
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
  /** A column's edge was dragged (or moved by keys) to a new width; null: back to its default. */
  onColumnResize?: (columnId: string, width: number | null) => void;
  /** Others editing rows right now, by row id (live presence). */
  presence?: ReadonlyMap<string, readonly GridPresenceMark[]>;
  /**
   * What this grid is doing, for the others' presence: the open cell, or the rows a paste /
   * fill / clear is writing (null: nothing).
   */
  onActivityChange?: (activity: GridActivity | null) => void;
  /** Each row's actions, drawn in its `rowHeader` cell (stable callback: rows are memoised). */
  renderRowActions?: (row: Row) => ReactNode;
}

/** The rows (and the open cell) this grid is editing or writing. */
export interface GridActivity {
  rowIds: readonly string[];
  columnId: string | null;
}

const NO_MARKS: ReadonlyMap<string, readonly GridPresenceMark[]> = new Map();

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
  onSaveCells,
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
  onColumnResize,
  presence = NO_MARKS,
  onActivityChange,
  renderRowActions,
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

  // A multi-cell write (paste, clear, fill) holds live updates while it runs.
  const [writing, setWriting] = useState(false);
  // Held rows: the snapshot shown while editing, writing, or while the owner holds updates.
  const heldRows = useHeldRows(rows, editing !== null || writing || holdUpdates);

  // Saved (or being written) values are shown at once, until the next delivery of rows carries
  // them: `until` is the rows they apply over (null: while the write runs).
  const [pending, setPending] = useState<{
    edits: readonly CellEdit[];
    until: readonly Row[] | null;
  } | null>(null);
  const shown = useMemo(
    () =>
      pending && (pending.until === null || pending.until === heldRows)
        ? withEdits(heldRows, pending.edits)
        : heldRows,
    [pending, heldRows],
  );

  const editingNow = editing !== null;
  useEffect(() => onEditingChange?.(editingNow), [editingNow, onEditingChange]);

  // Presence: the open cell, else the rows of a multi-cell write. Each edit state (a keystroke)
  // is a new object, so the activity is keyed on the cell, not on the state.
  const editingRow = editing?.rowId;
  const editingColumnId = editing?.columnId;
  const writingEdits = writing ? pending?.edits : undefined;
  const activity = useMemo((): GridActivity | null => {
    if (editingRow && editingColumnId) return { rowIds: [editingRow], columnId: editingColumnId };
    if (writingEdits)
      return { rowIds: [...new Set(writingEdits.map((edit) => edit.rowId))], columnId: null };
    return null;
  }, [editingRow, editingColumnId, writingEdits]);
  useEffect(() => onActivityChange?.(activity), [activity, onActivityChange]);
  useEffect(() => () => onActivityChange?.(null), [onActivityChange]);

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

  // Undo writes the step's cells back: one cell as a cell save, many as one batched write.
  const writeBack = useCallback(
    (step: UndoStep) => {
      const back = step.map((edit) => ({ ...edit, before: edit.after, after: edit.before }));
      if (back.length === 1 || !onSaveCells)
        return Promise.all(back.map((e) => onSave(e.rowId, e.columnId, e.after))).then(() => {});
      return onSaveCells(back);
    },
    [onSave, onSaveCells],
  );
  const { record: recordUndo, waitFor: undoWaitsFor } = useGridUndo(writeBack, messages.saveFailed);

  const onSaved = useCallback(
    (edit: CellEdit) => {
      setPending({ edits: [edit], until: rowsRef.current });
      recordUndo([edit]);
    },
    [recordUndo],
  );
  const {
    commit,
    cancel,
    requestEdit: openCell,
  } = useCellEditing({
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

  // Opening a cell someone else has open asks first (their save or ours would be overwritten).
  const presenceRef = useRef(presence);
  useEffect(() => {
    presenceRef.current = presence;
  }, [presence]);
  const [askOpen, setAskOpen] = useState<{
    rowId: string;
    columnId: string;
    draft?: string;
    name: string;
  } | null>(null);
  const confirmedOpen = useRef<typeof askOpen>(null);
  const requestEdit = useCallback(
    (rowId: string, columnId: string, draft?: string) => {
      const open = editingRef.current;
      const already = open?.rowId === rowId && open.columnId === columnId;
      const other = presenceRef.current.get(rowId)?.find((mark) => mark.columnId === columnId);
      if (other && !already) setAskOpen({ rowId, columnId, draft, name: other.name });
      else openCell(rowId, columnId, draft);
    },
    [openCell],
  );

  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const sticky = useMemo(() => stickyOffsets(columns), [columns]);
  const selection = useRangeSelection({
    shown,
    columnIds,
    active,
    root: () => scrollRef.current,
    enabled: !editingNow,
    onFocusCell: focusCell,
  });
  const bulk = useBulkEdit({
    columns,
    rowNumber: selection.rowNumber,
    findLatest,
    saveCells: onSaveCells,
    onWriting: useCallback((edits: readonly CellEdit[] | null, isWriting: boolean) => {
      setWriting(isWriting);
      setPending(edits ? { edits, until: isWriting ? null : rowsRef.current } : null);
    }, []),
    record: recordUndo,
    track: undoWaitsFor,
    saveFailed: messages.saveFailed,
  });
  const table = useMemo(() => ({ rows: shown, columns }), [shown, columns]);

  const copySelection = useCallback(
    (write: (text: string) => void) => {
      if (!selection.bounds) return;
      write(toClipboardText(copyCells(table, selection.bounds)));
      notify.success(gridStrings.copied(cellCount(selection.bounds)));
    },
    [selection.bounds, table],
  );
  const pasteText = useCallback(
    (text: string) => {
      if (!selection.bounds || !bulk.enabled) return;
      const block = parseClipboardText(text);
      if (block.length > 0) bulk.apply(planPaste(table, selection.bounds, block), 'paste');
    },
    [bulk, selection.bounds, table],
  );
  const clearSelection = useCallback(() => {
    if (selection.bounds && bulk.enabled) bulk.apply(planClear(table, selection.bounds), 'clear');
  }, [bulk, selection.bounds, table]);
  const fillDown = useCallback(() => {
    if (selection.bounds && bulk.enabled) bulk.apply(planFillDown(table, selection.bounds), 'fill');
  }, [bulk, selection.bounds, table]);

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

  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const conflict = editing?.conflict ?? null;
  const items = virtualizer.getVirtualItems();

  const bounds = selection.bounds;
  return (
    <>
      <GridContextMenu
        canEdit={bulk.enabled}
        onOpen={(target) => {
          // A right click outside the selection selects that cell first (as spreadsheets do).
          const cell = cellOfElement(target, scrollRef.current);
          if (cell && !selection.contains(cell)) {
            selection.collapse();
            focusCell(cell);
          }
        }}
        actions={{
          copy: () =>
            copySelection((text) => {
              navigator.clipboard.writeText(text).catch((error: unknown) => {
                console.error('grid: clipboard write failed', error);
              });
            }),
          paste: () => {
            navigator.clipboard.readText().then(pasteText, () => {
              notify.error(gridStrings.clipboardDenied);
            });
          },
          fillDown,
          clear: clearSelection,
        }}
      >
        <div
          ref={scrollRef}
          role="grid"
          aria-label={label}
          aria-rowcount={shown.length + 1}
          aria-colcount={columns.length}
          aria-multiselectable
          className={cn(
            'relative max-h-[calc(100vh-250px)] overflow-auto rounded-lg border border-slate-200 bg-white',
            selection.dragging && 'select-none',
          )}
          data-testid="editable-grid"
          // Focusable from script only; the cells are the tab stops (one at a time).
          tabIndex={-1}
          onCopy={(event) => {
            // On a cell at rest only: in an open editor it is a normal text copy.
            if (!cellOfElement(event.target, scrollRef.current) || editingRef.current) return;
            event.preventDefault();
            copySelection((text) => event.clipboardData.setData('text/plain', text));
          }}
          onPaste={(event) => {
            if (!cellOfElement(event.target, scrollRef.current) || editingRef.current) return;
            event.preventDefault();
            pasteText(event.clipboardData.getData('text/plain'));
          }}
        >
          {/* Mouse range selection, delegated from the cells; the keyboard has Shift+arrows. */}
          {/* eslint-disable jsx-a11y/no-static-element-interactions, jsx-a11y/mouse-events-have-key-events */}
          <div
            style={{ width: Math.max(width, totalWidth) }}
            onMouseDown={selection.onMouseDown}
            onMouseOver={selection.onMouseOver}
          >
            {/* eslint-enable jsx-a11y/no-static-element-interactions, jsx-a11y/mouse-events-have-key-events */}
            <GridHeader
              columns={columns}
              sticky={sticky}
              sort={sort}
              onSortChange={onSortChange}
              onResize={onColumnResize}
            />
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
                  const selected =
                    bounds && item.index >= bounds.top && item.index <= bounds.bottom;
                  return (
                    <GridRow
                      key={row.id}
                      row={row}
                      rowIndex={item.index}
                      top={item.start}
                      height={rowHeight}
                      columns={columns}
                      sticky={sticky}
                      className={rowClassName?.(row)}
                      editingColumn={editingColumn}
                      selectedFrom={selected ? bounds.left : -1}
                      selectedTo={selected ? bounds.right : -1}
                      rangeShown={selection.stretched}
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
                      marks={presence.get(row.id)}
                      renderRowActions={renderRowActions}
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
                                  warning={column.warn?.(editing.draft) ?? null}
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
      </GridContextMenu>
      <ConfirmDialog
        open={bulk.question !== null}
        title={gridStrings.bulkConflictTitle}
        message={bulk.question ? gridStrings.bulkConflictMessage(bulk.question.cells) : ''}
        confirmLabel={gridStrings.overwrite}
        tone="primary"
        onConfirm={() => bulk.answer(true)}
        onCancel={() => bulk.answer(false)}
      />
      <ConfirmDialog
        open={askOpen !== null}
        title={askOpen ? gridStrings.othersEditingTitle(askOpen.name) : ''}
        message={gridStrings.othersEditingMessage}
        confirmLabel={gridStrings.continueEditing}
        tone="primary"
        onConfirm={() => {
          confirmedOpen.current = askOpen;
          setAskOpen(null);
        }}
        onCancel={() => setAskOpen(null)}
        // Opened once the question has closed and given focus back to the cell: opened
        // earlier, that focus would leave (and close) the editor at once.
        onClosed={() => {
          const asked = confirmedOpen.current;
          confirmedOpen.current = null;
          if (asked) openCell(asked.rowId, asked.columnId, asked.draft);
        }}
      />
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

/** The rows with the given edits applied (values shown before the store delivers them). */
function withEdits<Row extends { id: string }>(
  rows: readonly Row[],
  edits: readonly CellEdit[],
): readonly Row[] {
  if (edits.length === 0) return rows;
  const byRow = new Map<string, Record<string, string>>();
  for (const edit of edits) {
    const patch = byRow.get(edit.rowId) ?? {};
    patch[edit.columnId] = edit.after;
    byRow.set(edit.rowId, patch);
  }
  return rows.map((row) => {
    const patch = byRow.get(row.id);
    return patch ? { ...row, ...patch } : row;
  });
}
