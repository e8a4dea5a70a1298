import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalSize } from './modal';
import { commonStrings } from './strings';

/**
 * A dialog that is one form: the title, what is wrong (an alert, while there is something), the
 * fields, and キャンセル / 保存 at the bottom. Enter in a field submits; the form does not
 * validate natively (the caller says what is wrong, in Japanese).
 */
export function FormDialog({
  title,
  description,
  size = 'lg',
  problem,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  size?: ModalSize;
  /** What keeps the form from being saved, or null. */
  problem: string | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      size={size}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {problem ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        {children}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <Button type="button" variant="secondary" onClick={onClose}>
            {commonStrings.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
