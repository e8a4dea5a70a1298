import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { notify } from '@/components/ui/toast';
import { useRangeSelection } from './bulk/use-range-selection';
import type { CellRef } from './edit-state';
import { stickyOffsets } from './column-layout';
import { GridBody } from './grid-body';
import { EditConflictQuestion } from './open-cell-editor';
import { GridContextMenu } from './grid-context-menu';
import { GridHeader } from './grid-header';
import type { EditableGridProps } from './grid-props';
import type { CellEdit, UndoStep } from './undo-stack';
import { useCellEditing } from './use-cell-editing';
import { useEditState } from './use-edit-state';
import { useFocusWhenDrawn } from './use-focus-when-drawn';
import { useGridClipboard } from './use-grid-clipboard';
import { useGridKeyboard } from './use-grid-keyboard';
import { useGridUndo } from './use-grid-undo';
import { useHeldRows } from './use-held-rows';
import { usePendingEdits } from './use-pending-edits';
import { useFocusRow } from './use-focus-row';
import { usePresenceGuard } from './use-presence-guard';

export type { EditableGridProps } from './grid-props';

/** A click on a read-only cell only focuses it. */
const NO_EDIT = () => undefined;

/**
 * The editable, virtualised table of SA and OB (docs/grid.md). Only the rows on screen
 * plus a few are in the DOM. While a cell is edited the rows shown are held as they were (the
 * newest `rows` are kept for the conflict check and shown once the edit ends), so nothing moves
 * under the editor; typed text survives failures and live changes. This component wires the
 * parts: the edit state machine, held and pending rows, undo, the range and its clipboard,
 * the keys, presence, and the virtual body.
 */
export function EditableGrid<Row extends { id: string }>({
  label,
  rows,
  columns,
  messages,
  empty,
  editing: { onSave, latestRow, holdUpdates = false, onEditingChange, readOnly },
  bulk: writableBulk,
  presence,
  layout: { width, rowHeight = 44, sort = null, onSortChange, onColumnResize },
  rowParts,
  focusTarget,
}: EditableGridProps<Row>) {
  const { editing, editingRef, dispatch } = useEditState();
  // Read only: no multi-cell writes, and every way of editing says why instead.
  const bulk = readOnly === undefined ? writableBulk : undefined;
  const refuseEdit = useCallback(() => {
    if (readOnly !== undefined) notify.warning(readOnly);
  }, [readOnly]);
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  // A multi-cell write (paste, clear, fill) holds live updates while it runs.
  const [writing, setWriting] = useState(false);
  // Held rows: the snapshot shown while editing, writing, or while the owner holds updates.
  const heldRows = useHeldRows(rows, editing !== null || writing || holdUpdates);
  const { shown, pending, setPending } = usePendingEdits(heldRows);

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

  useFocusRow(focusTarget, shown, focusCell);
  useFocusWhenDrawn(pendingFocus, scrollRef, editing);

  // Undo writes the step's cells back: one cell as a cell save, many as one batched write.
  const saveCells = bulk?.onSaveCells;
  const writeBack = useCallback(
    (step: UndoStep) => {
      const back = step.map((edit) => ({ ...edit, before: edit.after, after: edit.before }));
      if (back.length === 1 || !saveCells)
        return Promise.all(back.map((e) => onSave(e.rowId, e.columnId, e.after))).then(() => {});
      return saveCells(back);
    },
    [onSave, saveCells],
  );
  const { record: recordUndo, waitFor: undoWaitsFor } = useGridUndo(writeBack, messages.saveFailed);

  const onSaved = useCallback(
    (edit: CellEdit) => {
      setPending({ edits: [edit], until: rowsRef.current });
      recordUndo([edit]);
    },
    [recordUndo, setPending],
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
  const guard = usePresenceGuard({
    presence,
    editing,
    editingRef,
    writingEdits: writing ? pending?.edits : undefined,
    openCell,
  });

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
  const onWriting = useCallback(
    (edits: readonly CellEdit[] | null, isWriting: boolean) => {
      setWriting(isWriting);
      setPending(edits ? { edits, until: isWriting ? null : rowsRef.current } : null);
    },
    [setPending],
  );
  const clipboard = useGridClipboard({
    write: {
      columns,
      findLatest,
      saveCells,
      onWriting,
      record: recordUndo,
      track: undoWaitsFor,
      saveFailed: messages.saveFailed,
    },
    shown,
    selection,
    scrollRef,
    editingRef,
    focusCell,
  });
  const writable = readOnly === undefined;
  const handleCellKeyDown = useGridKeyboard({
    columns,
    shown,
    selection,
    focusCell,
    requestEdit: writable ? guard.requestEdit : refuseEdit,
    clearSelection: writable ? clipboard.clearSelection : refuseEdit,
    fillDown: writable ? clipboard.fillDown : refuseEdit,
  });

  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  return (
    <>
      <GridContextMenu
        canEdit={clipboard.canWrite}
        onOpen={clipboard.onMenuOpen}
        actions={clipboard.menuActions}
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
          onCopy={clipboard.onCopy}
          onPaste={
            writable
              ? clipboard.onPaste
              : (event) => {
                  event.preventDefault();
                  refuseEdit();
                }
          }
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
              <GridBody
                shown={shown}
                items={virtualizer.getVirtualItems()}
                totalHeight={virtualizer.getTotalSize()}
                rowHeight={rowHeight}
                columns={columns}
                sticky={sticky}
                editing={editing}
                bounds={selection.bounds}
                rangeShown={selection.stretched}
                active={active}
                rowParts={rowParts}
                marks={guard.marks}
                onCellClick={writable ? guard.requestEdit : NO_EDIT}
                onCellFocus={setActive}
                onCellKeyDown={handleCellKeyDown}
                dispatch={dispatch}
                commit={(move, value) => void commit(move, value)}
                cancel={cancel}
              />
            )}
          </div>
        </div>
      </GridContextMenu>
      {clipboard.question}
      {guard.question}
      <EditConflictQuestion
        editing={editing}
        editingRef={editingRef}
        dispatch={dispatch}
        commit={commit}
        editorRoot={scrollRef}
      />
    </>
  );
}
