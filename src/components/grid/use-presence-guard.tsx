import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { EditState } from './edit-state';
import type { GridActivity, GridPresence } from './grid-props';
import { gridStrings } from './strings';
import type { CellEdit } from './undo-stack';

const NO_MARKS: GridPresence['marks'] = new Map();

interface Asked {
  rowId: string;
  columnId: string;
  draft?: string;
  name: string;
}

/**
 * Live presence, both ways. Out: what this grid edits (the open cell, else the rows of a
 * multi-cell write) goes to `onActivityChange`. In: opening a cell someone else has open asks
 * first, since their save or ours would be overwritten; `requestEdit` is the guarded opener and
 * `question` the dialog to render.
 */
export function usePresenceGuard({
  presence,
  editing,
  editingRef,
  writingEdits,
  openCell,
}: {
  presence: GridPresence | undefined;
  editing: EditState | null;
  editingRef: RefObject<EditState | null>;
  /** The cells a multi-cell write is writing now (undefined: none). */
  writingEdits: readonly CellEdit[] | undefined;
  openCell: (rowId: string, columnId: string, draft?: string) => void;
}) {
  const marks = presence?.marks ?? NO_MARKS;
  const onActivityChange = presence?.onActivityChange;

  // Each edit state (a keystroke) is a new object, so the activity is keyed on the cell.
  const editingRow = editing?.rowId;
  const editingColumnId = editing?.columnId;
  const activity = useMemo((): GridActivity | null => {
    if (editingRow && editingColumnId) return { rowIds: [editingRow], columnId: editingColumnId };
    if (writingEdits)
      return { rowIds: [...new Set(writingEdits.map((edit) => edit.rowId))], columnId: null };
    return null;
  }, [editingRow, editingColumnId, writingEdits]);
  useEffect(() => onActivityChange?.(activity), [activity, onActivityChange]);
  useEffect(() => () => onActivityChange?.(null), [onActivityChange]);

  const marksRef = useRef(marks);
  useEffect(() => {
    marksRef.current = marks;
  }, [marks]);
  const [asked, setAsked] = useState<Asked | null>(null);
  const confirmed = useRef<Asked | null>(null);
  const requestEdit = useCallback(
    (rowId: string, columnId: string, draft?: string) => {
      const open = editingRef.current;
      const already = open?.rowId === rowId && open.columnId === columnId;
      const other = marksRef.current.get(rowId)?.find((mark) => mark.columnId === columnId);
      if (other && !already) setAsked({ rowId, columnId, draft, name: other.name });
      else openCell(rowId, columnId, draft);
    },
    [editingRef, openCell],
  );

  const question = (
    <ConfirmDialog
      open={asked !== null}
      title={asked ? gridStrings.othersEditingTitle(asked.name) : ''}
      message={gridStrings.othersEditingMessage}
      confirmLabel={gridStrings.continueEditing}
      tone="primary"
      onConfirm={() => {
        confirmed.current = asked;
        setAsked(null);
      }}
      onCancel={() => setAsked(null)}
      // Opened once the question has closed and given focus back to the cell: opened
      // earlier, that focus would leave (and close) the editor at once.
      onClosed={() => {
        const answer = confirmed.current;
        confirmed.current = null;
        if (answer) openCell(answer.rowId, answer.columnId, answer.draft);
      }}
    />
  );
  return { marks, requestEdit, question };
}
