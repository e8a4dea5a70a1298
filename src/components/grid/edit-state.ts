import type { CommitMove } from './cell-editor';
import { conflictingValue } from './conflict';

/**
 * The grid's cell editing as a pure state machine. One cell at most is open; its state says
 * what the user typed (`draft`), what the cell held when it opened (`original`), and whether a
 * save is running, failed, or waits for the user to decide about someone else's change. The
 * grid component (editable-grid.tsx) dispatches these actions and runs the saves.
 *
 *   closed --open--> editing --type--> editing
 *   editing --commit--> saving --saved + close--> closed
 *                                 --fail-------> editing (error shown, draft kept)
 *   editing --conflict--> asking --keepEditing--> editing (draft kept)
 *                                --commit (force)--> saving
 *   editing / asking --close--> closed
 */

export interface CellRef {
  rowId: string;
  columnId: string;
}

export interface EditState extends CellRef {
  /** The cell's value when the editor opened. */
  original: string;
  /** What is in the editor now. */
  draft: string;
  /** The last save's failure message, shown in the editor until the user types. */
  error: string | null;
  saving: boolean;
  /** Someone else's value, while asking whether to overwrite it, and where to go after. */
  conflict: { theirs: string; move: CommitMove } | null;
}

export type EditAction =
  | { type: 'open'; cell: CellRef; original: string; draft?: string }
  | { type: 'type'; draft: string }
  | { type: 'commit'; value: string }
  | { type: 'conflict'; value: string; theirs: string; move: CommitMove }
  | { type: 'keepEditing' }
  | { type: 'fail'; cell: CellRef; message: string }
  | { type: 'close' };

const sameCell = (a: CellRef, b: CellRef) => a.rowId === b.rowId && a.columnId === b.columnId;

export function editReducer(state: EditState | null, action: EditAction): EditState | null {
  switch (action.type) {
    case 'open':
      return {
        ...action.cell,
        original: action.original,
        draft: action.draft ?? action.original,
        error: null,
        saving: false,
        conflict: null,
      };
    case 'close':
      return null;
  }
  if (!state) return null;
  switch (action.type) {
    case 'type':
      return { ...state, draft: action.draft, error: null };
    case 'commit':
      return { ...state, draft: action.value, saving: true, error: null, conflict: null };
    case 'conflict':
      return {
        ...state,
        draft: action.value,
        conflict: { theirs: action.theirs, move: action.move },
      };
    case 'keepEditing':
      return { ...state, conflict: null };
    case 'fail':
      // A failure of a save for another cell (the editor moved on meanwhile) changes nothing.
      return sameCell(state, action.cell)
        ? { ...state, saving: false, error: action.message }
        : state;
  }
}

/** What committing `value` should do, given the latest stored value of the cell. */
export type CommitPlan =
  | { kind: 'unchanged' }
  | { kind: 'waiting' }
  | { kind: 'conflict'; theirs: string }
  | { kind: 'save'; before: string };

/**
 * The decision behind a commit, apart from running it: an unchanged value just closes; while
 * the conflict question is open nothing happens unless forced (the question's overwrite); a
 * stored value that someone else changed since the editor opened asks first; otherwise save,
 * remembering the value it replaces (what undo writes back).
 */
export function planCommit(
  edit: EditState,
  value: string,
  latest: string | undefined,
  force: boolean,
): CommitPlan {
  if (edit.conflict && !force) return { kind: 'waiting' };
  if (value === edit.original) return { kind: 'unchanged' };
  const theirs = force ? null : conflictingValue(edit.original, latest, value);
  if (theirs !== null) return { kind: 'conflict', theirs };
  return { kind: 'save', before: latest ?? edit.original };
}

/**
 * The editable cell after / before `from`, row by row (Tab / Shift+Tab order), or null at either
 * end of the table.
 */
export function neighbourCell(
  rowIds: readonly string[],
  editableColumnIds: readonly string[],
  from: CellRef,
  direction: 'next' | 'previous',
): CellRef | null {
  const rowIndex = rowIds.indexOf(from.rowId);
  const colIndex = editableColumnIds.indexOf(from.columnId);
  if (rowIndex < 0 || colIndex < 0) return null;
  const step = direction === 'next' ? 1 : -1;
  let c = colIndex + step;
  let r = rowIndex;
  if (c >= editableColumnIds.length) {
    c = 0;
    r += 1;
  } else if (c < 0) {
    c = editableColumnIds.length - 1;
    r -= 1;
  }
  const rowId = rowIds[r];
  const columnId = editableColumnIds[c];
  return rowId !== undefined && columnId !== undefined ? { rowId, columnId } : null;
}
