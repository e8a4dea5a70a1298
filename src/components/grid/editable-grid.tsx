import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CellEditor, isImeKeyEvent, type CommitMove } from './cell-editor';
import { CellView } from './cell-view';
import { conflictingValue } from './conflict';
import { gridStrings } from './strings';
import { isEditable, type GridColumn, type GridMessages, type GridSort } from './types';
import type { CellEdit } from './undo-stack';
import { useGridUndo } from './use-grid-undo';

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

interface EditState {
  rowId: string;
  columnId: string;
  original: string;
  draft: string;
  error: string | null;
  saving: boolean;
  /** Someone else's value, while asking whether to overwrite it. */
  conflict: { theirs: string; move: CommitMove } | null;
}

interface CellRef {
  rowId: string;
  columnId: string;
}

const cellKey = (rowId: string, columnId: string) => `${rowId}|${columnId}`;

/**
 * The editable, virtualised table of SA and OB (docs/features/sa.md, "The grid"). Only the rows on screen
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
  const [editing, setEditingState] = useState<EditState | null>(null);
  const editingRef = useRef<EditState | null>(null);
  const setEditing = useCallback((next: EditState | null) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  // Held rows: the snapshot shown while editing or while the owner holds updates.
  const holding = editing !== null || holdUpdates;
  const [held, setHeld] = useState<readonly Row[] | null>(null);
  if (holding && held === null) setHeld(rows);
  if (!holding && held !== null) setHeld(null);
  const heldRows = holding ? (held ?? rows) : rows;

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

  // Stable across scroll renders, so the memoised rows keep their props and skip re-rendering.
  const editableColumns = useMemo(() => columns.filter(isEditable), [columns]);

  const startEdit = useCallback(
    (rowId: string, columnId: string, initialDraft?: string) => {
      const column = columns.find((c) => c.id === columnId);
      const row = findLatest(rowId) ?? shown.find((r) => r.id === rowId);
      if (!column || !row || !isEditable(column)) return;
      const original = column.value(row);
      setActive({ rowId, columnId });
      setEditing({
        rowId,
        columnId,
        original,
        draft: initialDraft ?? original,
        error: null,
        saving: false,
        conflict: null,
      });
    },
    [columns, findLatest, setEditing, shown],
  );

  /** The editable cell after / before the given one, row by row. */
  const neighbour = useCallback(
    (from: CellRef, direction: 'next' | 'previous'): CellRef | null => {
      const rowIndex = shown.findIndex((r) => r.id === from.rowId);
      const colIndex = editableColumns.findIndex((c) => c.id === from.columnId);
      if (rowIndex < 0 || colIndex < 0) return null;
      const step = direction === 'next' ? 1 : -1;
      let c = colIndex + step;
      let r = rowIndex;
      if (c >= editableColumns.length) {
        c = 0;
        r += 1;
      } else if (c < 0) {
        c = editableColumns.length - 1;
        r -= 1;
      }
      const row = shown[r];
      const column = editableColumns[c];
      return row && column ? { rowId: row.id, columnId: column.id } : null;
    },
    [editableColumns, shown],
  );

  const finish = useCallback(
    (edit: EditState, move: CommitMove, refocus: boolean) => {
      const next = move ? neighbour(edit, move) : null;
      setEditing(null);
      if (next) {
        startEdit(next.rowId, next.columnId);
        focusCell(next);
      } else if (refocus) {
        focusCell(edit);
      }
    },
    [focusCell, neighbour, setEditing, startEdit],
  );

  const inflight = useRef<Promise<boolean> | null>(null);

  const commit = useCallback(
    (move: CommitMove, override?: string, force = false, refocus = true): Promise<boolean> => {
      if (inflight.current) return inflight.current;
      const edit = editingRef.current;
      if (!edit) return Promise.resolve(true);
      if (edit.conflict && !force) return Promise.resolve(false);
      const value = override ?? edit.draft;
      if (value === edit.original) {
        finish(edit, move, refocus);
        return Promise.resolve(true);
      }
      const column = columns.find((c) => c.id === edit.columnId);
      const latest = findLatest(edit.rowId);
      const latestValue = latest && column ? column.value(latest) : undefined;
      const theirs = force ? null : conflictingValue(edit.original, latestValue, value);
      if (theirs !== null) {
        setEditing({ ...edit, draft: value, conflict: { theirs, move } });
        return Promise.resolve(false);
      }
      setEditing({ ...edit, draft: value, saving: true, error: null, conflict: null });
      const before = latestValue ?? edit.original;
      const promise = onSave(edit.rowId, edit.columnId, value).then(
        () => {
          const saved: CellEdit = {
            rowId: edit.rowId,
            columnId: edit.columnId,
            before,
            after: value,
          };
          setSaved({ edit: saved, rows: rowsRef.current });
          recordUndo(saved);
          const current = editingRef.current;
          if (current) finish(current, move, refocus);
          return true;
        },
        (error: unknown) => {
          console.error('cell save failed', error);
          const current = editingRef.current;
          if (current && current.rowId === edit.rowId && current.columnId === edit.columnId)
            setEditing({
              ...current,
              saving: false,
              error: column?.saveFailed ?? messages.saveFailed,
            });
          return false;
        },
      );
      inflight.current = promise.finally(() => {
        inflight.current = null;
      });
      return inflight.current;
    },
    [columns, findLatest, finish, messages.saveFailed, onSave, recordUndo, setEditing],
  );

  const cancel = useCallback(() => {
    const edit = editingRef.current;
    if (!edit || edit.saving) return;
    setEditing(null);
    focusCell(edit);
  }, [focusCell, setEditing]);

  const requestEdit = useCallback(
    (rowId: string, columnId: string, initialDraft?: string) => {
      const current = editingRef.current;
      if (current && current.rowId === rowId && current.columnId === columnId) return;
      if (!current) {
        startEdit(rowId, columnId, initialDraft);
        return;
      }
      // Another cell is open: it saves first; a failed save keeps it open (nothing is lost).
      void commit(null, undefined, false, false).then((ok) => {
        if (ok && !editingRef.current) startEdit(rowId, columnId, initialDraft);
      });
    },
    [commit, startEdit],
  );

  const handleCellKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>, row: Row, columnIndex: number) => {
      if (event.target !== event.currentTarget) return;
      const column = columns[columnIndex];
      if (!column) return;
      const rowIndex = shown.findIndex((r) => r.id === row.id);
      const go = (r: number, c: number) => {
        const target = shown[Math.max(0, Math.min(shown.length - 1, r))];
        const targetColumn = columns[Math.max(0, Math.min(columns.length - 1, c))];
        if (!target || !targetColumn) return;
        event.preventDefault();
        focusCell({ rowId: target.id, columnId: targetColumn.id });
      };
      switch (event.key) {
        case 'ArrowUp':
          return go(rowIndex - 1, columnIndex);
        case 'ArrowDown':
          return go(rowIndex + 1, columnIndex);
        case 'ArrowLeft':
          return go(rowIndex, columnIndex - 1);
        case 'ArrowRight':
          return go(rowIndex, columnIndex + 1);
        case 'Home':
          return go(rowIndex, 0);
        case 'End':
          return go(rowIndex, columns.length - 1);
      }
      if (!isEditable(column)) return;
      if (isImeKeyEvent(event)) {
        // An IME started on the cell: open the editor so the composition continues there.
        requestEdit(row.id, column.id);
        return;
      }
      if (event.key === 'Enter' || event.key === 'F2') {
        event.preventDefault();
        requestEdit(row.id, column.id);
      } else if (
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        column.kind !== 'select' &&
        column.kind !== 'date'
      ) {
        // Typing on a selected cell starts editing with that character, as in a spreadsheet.
        event.preventDefault();
        requestEdit(row.id, column.id, event.key);
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
          <div role="rowgroup" className="sticky top-0 z-20">
            <div
              role="row"
              aria-rowindex={1}
              className="flex border-b border-slate-200 bg-slate-50"
            >
              {columns.map((column, index) => {
                const sortable = column.sortable && onSortChange;
                const sorted = sort?.columnId === column.id ? sort.direction : null;
                const SortIcon =
                  sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
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
                                onDraftChange={(draft) => {
                                  const current = editingRef.current;
                                  if (current) setEditing({ ...current, draft, error: null });
                                }}
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
      <ConfirmDialog
        open={conflict !== null}
        title={gridStrings.conflictTitle}
        message={conflict ? gridStrings.conflictMessage(conflict.theirs) : ''}
        confirmLabel={gridStrings.overwrite}
        cancelLabel={gridStrings.keepEditing}
        tone="primary"
        onConfirm={() => {
          const edit = editingRef.current;
          if (!edit?.conflict) return;
          const { move } = edit.conflict;
          setEditing({ ...edit, conflict: null });
          void commit(move, edit.draft, true);
        }}
        onCancel={() => {
          const edit = editingRef.current;
          if (!edit) return;
          setEditing({ ...edit, conflict: null });
          // Back to the editor with the typed text, once the dialog has returned focus.
          setTimeout(() =>
            scrollRef.current
              ?.querySelector<HTMLElement>(
                '[data-cell-editor] input, [data-cell-editor] textarea, [data-cell-editor] select',
              )
              ?.focus(),
          );
        }}
      />
    </>
  );
}

interface GridRowProps<Row extends { id: string }> {
  row: Row;
  rowIndex: number;
  top: number;
  height: number;
  columns: readonly GridColumn<Row>[];
  className: string | undefined;
  editingColumn: string | null;
  activeColumn: string | null;
  editor: ReactNode;
  onCellClick: (rowId: string, columnId: string) => void;
  onCellFocus: (cell: CellRef) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLDivElement>, row: Row, columnIndex: number) => void;
  onToggle?: (row: Row, columnId: string) => void;
  onDelete?: (row: Row) => void;
}

function GridRowInner<Row extends { id: string }>({
  row,
  rowIndex,
  top,
  height,
  columns,
  className,
  editingColumn,
  activeColumn,
  editor,
  onCellClick,
  onCellFocus,
  onCellKeyDown,
  onToggle,
  onDelete,
}: GridRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      data-row-id={row.id}
      className={cn(
        'absolute top-0 left-0 flex w-full border-b border-slate-100 bg-white hover:bg-slate-50',
        className,
        editingColumn && 'z-10',
      )}
      style={{ height, transform: `translateY(${top}px)` }}
    >
      {columns.map((column, index) => {
        const isEditing = editingColumn === column.id;
        const editable = isEditable(column);
        return (
          // A grid cell: clicking or Enter opens its editor; arrow keys move between cells.
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={index + 1}
            aria-readonly={editable ? undefined : true}
            tabIndex={activeColumn === column.id ? 0 : -1}
            data-cell={cellKey(row.id, column.id)}
            style={{ width: column.width, ...column.cellStyle?.(row) }}
            className={cn(
              'relative flex shrink-0 items-center overflow-hidden px-2 text-sm text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600',
              column.sticky && 'sticky left-0 z-[5] bg-inherit',
              (column.kind === 'favorite' || column.kind === 'delete') && 'justify-center',
              editable && 'cursor-text',
              isEditing && 'overflow-visible',
            )}
            onClick={
              editable
                ? (event) => {
                    // Clicks inside the open editor (its buttons) are the editor's own.
                    if ((event.target as Element).closest('[data-cell-editor]')) return;
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
            ) : (
              <CellView
                column={column}
                row={row}
                onToggle={onToggle ? () => onToggle(row, column.id) : undefined}
                onDelete={onDelete ? () => onDelete(row) : undefined}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

const GridRow = memo(GridRowInner) as typeof GridRowInner;
