import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { memberStrings } from '../strings';

/**
 * The prompt for another member's current password (spec: "via a prompt"). Submitting gives
 * the typed password ('' counts as none); cancel, Escape and the cross give null.
 */
export function CurrentPasswordDialog({
  open,
  memberName,
  onDone,
}: {
  open: boolean;
  memberName: string;
  onDone: (currentPassword: string | null) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const finish = (result: string | null) => {
    setValue('');
    onDone(result);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    finish(value === '' ? null : value);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && finish(null)}
      title={memberStrings.currentPasswordTitle}
      description={memberStrings.currentPasswordMessage(memberName)}
      size="sm"
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <FormField id={`${id}-current`} label={memberStrings.currentPassword}>
          <TextInput
            id={`${id}-current`}
            type="password"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => finish(null)}>
            {memberStrings.cancel}
          </Button>
          <Button type="submit">{memberStrings.currentPasswordSubmit}</Button>
        </div>
      </form>
    </Modal>
  );
}
