import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { gridStrings } from './strings';

/**
 * Someone else changed the cell being edited: overwrite their value, or go back to the editor
 * with what was typed (focus returns to the editor once the dialog has given it back).
 */
export function ConflictQuestion({
  theirs,
  onOverwrite,
  onKeepEditing,
  editorRoot,
}: {
  /** Their value while asking; null when there is nothing to ask. */
  theirs: string | null;
  onOverwrite: () => void;
  onKeepEditing: () => void;
  /** Where the open cell editor is, to focus it again. */
  editorRoot: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={theirs !== null}
      title={gridStrings.conflictTitle}
      message={theirs !== null ? gridStrings.conflictMessage(theirs) : ''}
      confirmLabel={gridStrings.overwrite}
      cancelLabel={gridStrings.keepEditing}
      tone="primary"
      onConfirm={onOverwrite}
      onCancel={() => {
        onKeepEditing();
        setTimeout(() =>
          editorRoot.current
            ?.querySelector<HTMLElement>(
              '[data-cell-editor] input, [data-cell-editor] textarea, [data-cell-editor] select',
            )
            ?.focus(),
        );
      }}
    />
  );
}
