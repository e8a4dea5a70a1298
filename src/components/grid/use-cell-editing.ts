import { useCallback, useMemo, useRef, type RefObject } from 'react';
import type { CommitMove } from './cell-editor';
import {
  neighbourCell,
  planCommit,
  type CellRef,
  type EditAction,
  type EditState,
} from './edit-state';
import { isEditable, type GridColumn } from './types';
import type { CellEdit } from './undo-stack';

interface CellEditingOptions<Row extends { id: string }> {
  /** The edit state as it is now (the grid mirrors its reducer state here). */
  editingRef: RefObject<EditState | null>;
  dispatch: (action: EditAction) => void;
  columns: readonly GridColumn<Row>[];
  /** The rows on screen, in order (for Tab / Shift+Tab). */
  shown: readonly Row[];
  /** The latest stored row by id (for the conflict check). */
  findLatest: (id: string) => Row | undefined;
  onSave: (rowId: string, field: string, value: string) => Promise<void>;
  /** The grid's save-failure message, unless the column has its own. */
  saveFailed: string;
  /** A save went through (the grid shows it at once and records it for undo). */
  onSaved: (edit: CellEdit) => void;
  focusCell: (cell: CellRef) => void;
  setActive: (cell: CellRef) => void;
}

/**
 * The editor's actions over the edit state machine (edit-state.ts): open a cell, commit it (the
 * save runs here; the machine records saving, failure or the conflict question), cancel, and
 * the click or key that asks for another cell while one is open (that one saves first).
 */
export function useCellEditing<Row extends { id: string }>({
  editingRef,
  dispatch,
  columns,
  shown,
  findLatest,
  onSave,
  saveFailed,
  onSaved,
  focusCell,
  setActive,
}: CellEditingOptions<Row>) {
  // Stable across scroll renders, so the memoised rows keep their props and skip re-rendering.
  const editableColumns = useMemo(() => columns.filter(isEditable), [columns]);

  const startEdit = useCallback(
    (rowId: string, columnId: string, initialDraft?: string) => {
      const column = columns.find((c) => c.id === columnId);
      const row = findLatest(rowId) ?? shown.find((r) => r.id === rowId);
      if (!column || !row || !isEditable(column)) return;
      setActive({ rowId, columnId });
      dispatch({
        type: 'open',
        cell: { rowId, columnId },
        original: column.value(row),
        draft: initialDraft,
      });
    },
    [columns, dispatch, findLatest, setActive, shown],
  );

  /** The editable cell after / before the given one, row by row. */
  const neighbour = useCallback(
    (from: CellRef, direction: 'next' | 'previous'): CellRef | null =>
      neighbourCell(
        shown.map((row) => row.id),
        editableColumns.map((column) => column.id),
        from,
        direction,
      ),
    [editableColumns, shown],
  );

  const finish = useCallback(
    (edit: EditState, move: CommitMove, refocus: boolean) => {
      const next = move ? neighbour(edit, move) : null;
      dispatch({ type: 'close' });
      if (next) {
        startEdit(next.rowId, next.columnId);
        focusCell(next);
      } else if (refocus) {
        focusCell(edit);
      }
    },
    [dispatch, focusCell, neighbour, startEdit],
  );

  const inflight = useRef<Promise<boolean> | null>(null);

  const commit = useCallback(
    (move: CommitMove, override?: string, force = false, refocus = true): Promise<boolean> => {
      if (inflight.current) return inflight.current;
      const edit = editingRef.current;
      if (!edit) return Promise.resolve(true);
      const value = override ?? edit.draft;
      const column = columns.find((c) => c.id === edit.columnId);
      const latest = findLatest(edit.rowId);
      const plan = planCommit(
        edit,
        value,
        latest && column ? column.value(latest) : undefined,
        force,
      );
      if (plan.kind === 'waiting') return Promise.resolve(false);
      if (plan.kind === 'unchanged') {
        finish(edit, move, refocus);
        return Promise.resolve(true);
      }
      if (plan.kind === 'conflict') {
        dispatch({ type: 'conflict', value, theirs: plan.theirs, move });
        return Promise.resolve(false);
      }
      dispatch({ type: 'commit', value });
      const { before } = plan;
      const promise = onSave(edit.rowId, edit.columnId, value).then(
        () => {
          const saved: CellEdit = {
            rowId: edit.rowId,
            columnId: edit.columnId,
            before,
            after: value,
          };
          onSaved(saved);
          const current = editingRef.current;
          if (current) finish(current, move, refocus);
          return true;
        },
        (error: unknown) => {
          console.error('cell save failed', error);
          dispatch({
            type: 'fail',
            cell: { rowId: edit.rowId, columnId: edit.columnId },
            message: column?.saveFailed ?? saveFailed,
          });
          return false;
        },
      );
      inflight.current = promise.finally(() => {
        inflight.current = null;
      });
      return inflight.current;
    },
    [columns, dispatch, editingRef, findLatest, finish, saveFailed, onSave, onSaved],
  );

  const cancel = useCallback(() => {
    const edit = editingRef.current;
    if (!edit || edit.saving) return;
    dispatch({ type: 'close' });
    focusCell(edit);
  }, [dispatch, editingRef, focusCell]);

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
    [commit, editingRef, startEdit],
  );

  return { commit, cancel, requestEdit };
}
