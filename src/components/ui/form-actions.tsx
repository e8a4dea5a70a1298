import { Button } from './button';

/** Cancel and save at the top right of a create/edit screen; save shows its busy label. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  submittingLabel,
  submitting,
  disabled,
  onSubmit,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button onClick={onSubmit} disabled={disabled}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </>
  );
}
