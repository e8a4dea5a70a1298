import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { gridStrings } from './strings';
import { popStep, pushStep, type UndoStep } from './undo-stack';

/** Whether a key press belongs to a text field (its own undo), not to the grid. */
function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * Undo of this session's saved changes, newest first, up to 20 steps (a cell edit is one step, a
 * paste, clear or fill is one step of all its cells): a toast with '元に戻す' after each, and
 * Ctrl+Z / Cmd+Z whenever no text field has focus. Undo writes the previous values back.
 */
export function useGridUndo(
  writeBack: (step: UndoStep) => Promise<void>,
  failedMessage: string,
): {
  record: (step: UndoStep, message?: string) => void;
  undo: (step?: UndoStep) => Promise<void>;
  waitFor: (work: Promise<unknown>) => void;
} {
  const stack = useRef<UndoStep[]>([]);
  // A paste / clear / fill still being written: its step is recorded when it ends, so an undo
  // pressed meanwhile waits for it and takes that step back, not the one before.
  const inflight = useRef<Promise<void> | null>(null);
  const waitFor = useCallback((work: Promise<unknown>) => {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    inflight.current = settled;
    void settled.then(() => {
      if (inflight.current === settled) inflight.current = null;
    });
  }, []);
  const writeRef = useRef(writeBack);
  useEffect(() => {
    writeRef.current = writeBack;
  }, [writeBack]);

  const undo = useCallback(
    async (step?: UndoStep) => {
      let target: UndoStep | undefined;
      if (step) {
        if (!stack.current.includes(step)) return;
        target = step;
        stack.current = stack.current.filter((s) => s !== step);
      } else {
        if (inflight.current) await inflight.current;
        const popped = popStep(stack.current);
        if (!popped) {
          toast.info(gridStrings.nothingToUndo);
          return;
        }
        target = popped.step;
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
    (step: UndoStep, message: string = gridStrings.saved) => {
      stack.current = pushStep(stack.current, step);
      toast.success(message, {
        action: { label: gridStrings.undo, onClick: () => void undo(step) },
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

  return { record, undo, waitFor };
}
