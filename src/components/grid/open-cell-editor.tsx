import type { RefObject } from 'react';
import { CellEditor, type CommitMove } from './cell-editor';
import { ConflictQuestion } from './conflict-question';
import type { EditAction, EditState } from './edit-state';
import type { GridColumn } from './types';

/** The open cell's editor for `column`, wired to the edit state (the grid and the record). */
export function OpenCellEditor<Row>({
  column,
  editing,
  dispatch,
  commit,
  cancel,
}: {
  column: GridColumn<Row>;
  editing: EditState;
  dispatch: (action: EditAction) => void;
  commit: (move: CommitMove, value?: string) => void;
  cancel: () => void;
}) {
  return (
    <CellEditor
      kind={column.kind}
      label={column.header}
      draft={editing.draft}
      error={editing.error}
      warning={column.warn?.(editing.draft, editing.rowId) ?? null}
      saving={editing.saving}
      options={column.options}
      searchable={column.searchable}
      suggestions={column.suggestions}
      onDraftChange={(draft) => dispatch({ type: 'type', draft })}
      onCommit={commit}
      onCancel={cancel}
    />
  );
}

/**
 * Asks whether to overwrite someone else's value while the open cell waits: overwrite (a forced
 * commit, which also clears the question) or keep editing.
 */
export function EditConflictQuestion({
  editing,
  editingRef,
  dispatch,
  commit,
  editorRoot,
}: {
  editing: EditState | null;
  editingRef: RefObject<EditState | null>;
  dispatch: (action: EditAction) => void;
  commit: (move: CommitMove, value: string, force: boolean) => unknown;
  editorRoot: RefObject<HTMLElement | null>;
}) {
  return (
    <ConflictQuestion
      theirs={editing?.conflict?.theirs ?? null}
      onOverwrite={() => {
        const edit = editingRef.current;
        if (edit?.conflict) void commit(edit.conflict.move, edit.draft, true);
      }}
      onKeepEditing={() => {
        if (editingRef.current) dispatch({ type: 'keepEditing' });
      }}
      editorRoot={editorRoot}
    />
  );
}
