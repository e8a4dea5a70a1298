import { useId, useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog/form-dialog-footer';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { addMemberPorts } from '../data/members';
import {
  addMember,
  addMemberErrorMessage,
  addMemberOutcomeMessage,
  type AddMemberPorts,
} from '../model/add-member';
import { validateAddMember } from '../model/member-form';
import type { RoleChoice } from '../model/types';
import { memberStrings } from '../strings';
import { RoleFields } from './role-fields';

const empty = { name: '', email: '', password: '' };
/** A newly added member is a メンバー without the export right unless the adder chooses. */
const NEW_ROLE: RoleChoice = { role: 'member', canExport: false };

/** Add (or re-add) a member; the staff session never switches to the new account. */
export function AddMemberModal({
  open,
  onClose,
  ports = addMemberPorts,
}: {
  open: boolean;
  onClose: () => void;
  ports?: AddMemberPorts;
}) {
  const id = useId();
  const [form, setForm] = useState(empty);
  const [roleChoice, setRoleChoice] = useState<RoleChoice>(NEW_ROLE);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setForm(empty);
    setRoleChoice(NEW_ROLE);
    setError(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateAddMember(form);
    setError(invalid);
    if (invalid) return;
    setPending(true);
    try {
      const outcome = await addMember({ ...form, roleChoice }, ports);
      if (outcome === 'already-member') {
        notify.warning(addMemberOutcomeMessage(outcome));
      } else {
        notify.success(addMemberOutcomeMessage(outcome));
        close();
      }
    } catch (caught) {
      console.error('adding a member failed', caught);
      notify.error(addMemberErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const field = (key: keyof typeof empty) => ({
    id: `${id}-${key}`,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
    'aria-invalid': error !== null && (key === 'password' || form[key].trim() === ''),
    'aria-describedby': error ? `${id}-error` : undefined,
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && close()}
      title={memberStrings.addTitle}
      size="md"
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <FormField id={`${id}-name`} label={memberStrings.name} required>
          <TextInput {...field('name')} autoComplete="off" />
        </FormField>
        <FormField id={`${id}-email`} label={memberStrings.email} required>
          <TextInput {...field('email')} type="email" autoComplete="off" />
        </FormField>
        <FormField
          id={`${id}-password`}
          label={memberStrings.password}
          required
          hint={memberStrings.passwordHint}
        >
          <TextInput {...field('password')} type="password" autoComplete="new-password" />
        </FormField>
        <RoleFields idPrefix={id} value={roleChoice} onChange={setRoleChoice} disabled={pending} />
        <FormDialogFooter
          onCancel={close}
          pending={pending}
          cancelLabel={memberStrings.cancel}
          submitLabel={memberStrings.add}
          pendingLabel={memberStrings.adding}
        />
      </form>
    </Modal>
  );
}
