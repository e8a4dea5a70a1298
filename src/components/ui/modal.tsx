import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { commonStrings } from './strings';
import { cn } from './cn';
import { initialFocusTarget, restoreFocus } from './focus';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '3xl';

const widths: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '3xl': 'max-w-3xl',
};

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  children?: ReactNode;
  footer?: ReactNode;
  /** Extra classes for the panel (e.g. a max height). */
  className?: string;
  /**
   * 'side': a panel along the right edge that leaves the page usable (no overlay, no focus
   * trap, a click outside does not close it; Escape and the close button do), e.g. a row's
   * history next to the table.
   */
  placement?: 'center' | 'side';
  /** Called once the dialog has closed and given focus back (to move focus on from there). */
  onClosed?: () => void;
}

/**
 * Accessible modal (Radix Dialog): focus is trapped inside, Escape and the close button
 * close it, and the title labels the dialog. Focus starts on the element marked
 * `data-autofocus`, else on the first field of the body, else on the close button; on close it
 * returns to whatever had focus when the dialog opened. Radix only knows the opener when a
 * `Dialog.Trigger` is used, and our dialogs are opened from state (row actions, route guards),
 * so without this focus fell back to the page body.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  footer,
  className,
  placement = 'center',
  onClosed,
}: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  const side = placement === 'side';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={!side}>
      <Dialog.Portal>
        {side ? null : <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />}
        <Dialog.Content
          className={cn(
            'fixed z-50 flex w-[calc(100vw-2rem)] flex-col bg-white shadow-xl focus:outline-none',
            side
              ? 'top-0 right-0 h-full border-l border-slate-200'
              : 'top-1/2 left-1/2 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 rounded-lg',
            widths[size],
            className,
          )}
          onInteractOutside={side ? (event) => event.preventDefault() : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Radix fires this before it moves focus, so the opener still has it.
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const target =
              event.currentTarget instanceof HTMLElement
                ? initialFocusTarget(event.currentTarget)
                : null;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus(opener.current);
            opener.current = null;
            onClosed?.();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-base font-semibold text-slate-900">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={commonStrings.close}
              className="focus-visible:outline-brand-600 text-muted rounded-md p-1 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children ? (
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          ) : null}
          {footer ? (
            <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
