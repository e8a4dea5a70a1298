import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';
import { commonStrings } from './strings';

/**
 * While `when` is true: in-app navigation asks '未保存の変更があります' first, and closing or
 * reloading the tab triggers the browser's own leave warning.
 * Pass `when={false}` right before navigating away after a successful save.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  // The router takes a new blocker function only in a passive effect, so a click right after
  // the keystroke that made the form dirty could still meet the old one and leave unasked. A
  // stable function reading a ref that a layout effect updates (before any further event) cannot.
  const active = useRef(when);
  useLayoutEffect(() => {
    active.current = when;
  }, [when]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={commonStrings.unsavedTitle}
      message={commonStrings.unsavedMessage}
      confirmLabel={commonStrings.discardAndLeave}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
