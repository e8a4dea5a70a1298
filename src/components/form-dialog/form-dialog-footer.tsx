import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export interface FormDialogFooterProps {
  onCancel: () => void;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's label while the form is being sent. */
  pendingLabel: string;
  /** A rule above the buttons (long forms). */
  divided?: boolean;
}

/** Cancel and submit at the bottom right of a dialog's form; both wait while it is sent. */
export function FormDialogFooter({
  onCancel,
  pending,
  cancelLabel,
  submitLabel,
  pendingLabel,
  divided = false,
}: FormDialogFooterProps) {
  return (
    <div
      className={cn('flex justify-end gap-2', divided ? 'border-t border-slate-200 pt-4' : 'pt-2')}
    >
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
