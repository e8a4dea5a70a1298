import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { commonStrings } from './strings';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Called once the dialog has closed and given focus back. */
  onClosed?: () => void;
}

/** A yes/no question in a small modal; Escape and the cross count as cancel; focus starts on cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = commonStrings.cancel,
  tone = 'danger',
  pending = false,
  onConfirm,
  onCancel,
  onClosed,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClosed={onClosed}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          {/* The safe choice takes focus first, so Enter never confirms by accident. */}
          <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
