import { toast, Toaster } from 'sonner';
import { commonStrings } from './strings';

/** Toast duration from the spec (section 9). */
export const TOAST_DURATION_MS = 3000;

/** The one toast API: every screen reports through it. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
  info: (message: string) => toast.info(message),
  /** A success with a 元に戻す button (the grid's undo toast does the same with its own stack). */
  undoable: (message: string, onUndo: () => void) =>
    toast.success(message, { action: { label: commonStrings.undo, onClick: onUndo } }),
};

/**
 * Bottom right, 3 s, closable by hand, coloured by type. Sonner's own labels are English
 * ('Notifications alt+T', 'Close toast'); screen readers here read Japanese.
 */
export function ToastViewport() {
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel={commonStrings.notifications}
      toastOptions={{ closeButtonAriaLabel: commonStrings.closeNotification }}
    />
  );
}
