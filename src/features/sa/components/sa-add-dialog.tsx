import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Select, TextArea, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { addSaCustomer } from '../data/sa-customers';
import { emptySaInput, PRIORITIES, type Priority, type SaCustomerInput } from '../model/types';
import { saStrings as s } from '../strings';

export interface SaAddDialogProps {
  open: boolean;
  onClose: () => void;
  referralSources: readonly string[];
  progressLabels: readonly string[];
  assignees: readonly string[];
}

/** The spec's add-customer modal; the client name is required. */
export function SaAddDialog({ open, onClose, ...lists }: SaAddDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={s.addTitle} size="3xl">
      {open ? <SaAddForm onClose={onClose} {...lists} /> : null}
    </Modal>
  );
}

function SaAddForm({
  onClose,
  referralSources,
  progressLabels,
  assignees,
}: Omit<SaAddDialogProps, 'open'>) {
  const id = useId();
  const [input, setInput] = useState<SaCustomerInput>(emptySaInput);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (name: keyof SaCustomerInput) => ({
    id: `${id}-${name}`,
    value: input[name],
    onChange: (e: { target: { value: string } }) => {
      setInput((current) => ({ ...current, [name]: e.target.value }));
      if (name === 'clientName') setError(null);
    },
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!input.clientName.trim()) {
      setError(s.clientNameRequired);
      return;
    }
    setPending(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(input).map(([k, v]) => [k, k === 'nextAction' ? v : v.trim()]),
      ) as SaCustomerInput;
      await addSaCustomer(trimmed);
      notify.success(s.added);
      onClose();
    } catch (failure) {
      console.error('sa_list: add failed', failure);
      notify.error(s.addFailed);
      setPending(false);
    }
  }

  const suggestions = (name: string, labels: readonly string[]) => (
    <datalist id={`${id}-${name}-list`}>
      {labels.map((label) => (
        <option key={label} value={label} />
      ))}
    </datalist>
  );

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-corporateNumber`} label={s.colCorporateNumber}>
          <TextInput {...field('corporateNumber')} />
        </FormField>
        <FormField id={`${id}-clientName`} label={s.colClientName} required>
          <TextInput
            {...field('clientName')}
            aria-required
            aria-invalid={error ? true : undefined}
          />
        </FormField>
        <FormField id={`${id}-serviceName`} label={s.colServiceName}>
          <TextInput {...field('serviceName')} />
        </FormField>
        <FormField id={`${id}-priority`} label={s.colPriority}>
          <Select
            id={`${id}-priority`}
            placeholder="-"
            options={PRIORITIES.map((p) => ({ value: p, label: p }))}
            value={input.priority}
            onChange={(e) => setInput((c) => ({ ...c, priority: e.target.value as Priority | '' }))}
          />
        </FormField>
        <FormField id={`${id}-meetingDate`} label={s.colMeetingDate}>
          <TextInput type="date" {...field('meetingDate')} />
        </FormField>
        <FormField id={`${id}-lastContactDate`} label={s.colLastContactDate}>
          <TextInput type="date" {...field('lastContactDate')} />
        </FormField>
        <FormField id={`${id}-referralSource`} label={s.colReferralSource}>
          <TextInput {...field('referralSource')} list={`${id}-referral-list`} />
          {suggestions('referral', referralSources)}
        </FormField>
        <FormField id={`${id}-progress`} label={s.colProgress}>
          <TextInput {...field('progress')} list={`${id}-progress-list`} />
          {suggestions('progress', progressLabels)}
        </FormField>
        <FormField id={`${id}-obAssignee`} label={s.colAssignee}>
          <TextInput {...field('obAssignee')} list={`${id}-assignee-list`} />
          {suggestions('assignee', assignees)}
        </FormField>
        <FormField id={`${id}-contactPerson`} label={s.colContactPerson}>
          <TextInput {...field('contactPerson')} />
        </FormField>
        <FormField id={`${id}-contactInfo`} label={s.colContactInfo}>
          <TextInput {...field('contactInfo')} />
        </FormField>
        <FormField id={`${id}-phoneNumber`} label={s.colPhoneNumber}>
          <TextInput type="tel" {...field('phoneNumber')} />
        </FormField>
      </div>
      <FormField id={`${id}-nextAction`} label={s.colNextAction}>
        <TextArea rows={3} {...field('nextAction')} />
      </FormField>
      <FormField id={`${id}-meetingVideo`} label={s.meetingVideoUrl}>
        <TextInput type="url" placeholder="https://" {...field('meetingVideo')} />
      </FormField>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {s.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? s.adding : s.add}
        </Button>
      </div>
    </form>
  );
}
