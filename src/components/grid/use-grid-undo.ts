import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { gridStrings } from './strings';
import { popEdit, pushEdit, type CellEdit } from './undo-stack';

/** Whether a key press belongs to a text field (its own undo), not to the grid. */
function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * Undo of this session's saved cell edits, newest first, up to 20: a toast with '元に戻す' after
 * each save, and Ctrl+Z / Cmd+Z whenever no text field has focus. Undo writes the previous value.
 */
export function useGridUndo(
  writeBack: (edit: CellEdit) => Promise<void>,
  failedMessage: string,
): { record: (edit: CellEdit) => void; undo: (edit?: CellEdit) => Promise<void> } {
  const stack = useRef<CellEdit[]>([]);
  const writeRef = useRef(writeBack);
  useEffect(() => {
    writeRef.current = writeBack;
  }, [writeBack]);

  const undo = useCallback(
    async (edit?: CellEdit) => {
      let target: CellEdit | undefined;
      if (edit) {
        if (!stack.current.includes(edit)) return;
        target = edit;
        stack.current = stack.current.filter((e) => e !== edit);
      } else {
        const popped = popEdit(stack.current);
        if (!popped) {
          toast.info(gridStrings.nothingToUndo);
          return;
        }
        target = popped.edit;
        stack.current = popped.rest;
      }
      try {
        await writeRef.current(target);
        toast.success(gridStrings.undone);
      } catch (error) {
        console.error('undo failed', error);
        toast.error(failedMessage);
      }
    },
    [failedMessage],
  );

  const record = useCallback(
    (edit: CellEdit) => {
      stack.current = pushEdit(stack.current, edit);
      toast.success(gridStrings.saved, {
        action: { label: gridStrings.undo, onClick: () => void undo(edit) },
      });
    },
    [undo],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      if (event.key.toLowerCase() !== 'z' || event.isComposing) return;
      if (isTypingTarget(document.activeElement)) return;
      event.preventDefault();
      void undo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [undo]);

  return { record, undo };
}
