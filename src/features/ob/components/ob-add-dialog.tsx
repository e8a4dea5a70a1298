import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Select, TextArea, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { addObCustomer } from '../data/ob-customers';
import { plannedDeliveryFor } from '../model/planned-delivery';
import {
  emptyObInput,
  PRODUCT_CATEGORIES,
  type ObCustomerInput,
  type ObField,
} from '../model/types';
import { obStrings as s } from '../strings';

export interface ObAddDialogProps {
  open: boolean;
  onClose: () => void;
  referralSources: readonly string[];
  progressLabels: readonly string[];
  assignees: readonly string[];
}

/** The spec's add-customer modal; slack number and client name are required. */
export function ObAddDialog({ open, onClose, ...lists }: ObAddDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={s.addTitle} size="3xl">
      {open ? <ObAddForm onClose={onClose} {...lists} /> : null}
    </Modal>
  );
}

const options = (labels: readonly string[]) => labels.map((l) => ({ value: l, label: l }));

function ObAddForm({
  onClose,
  referralSources,
  progressLabels,
  assignees,
}: Omit<ObAddDialogProps, 'open'>) {
  const id = useId();
  const [input, setInput] = useState<ObCustomerInput>(emptyObInput);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function change(name: ObField, value: string) {
    setInput((current) => {
      const next = { ...current, [name]: value };
      // A survey response date sets the planned delivery 21 days later; clearing it leaves it.
      if (name === 'surveyResponseDate' && value) {
        next.plannedDeliveryDate = plannedDeliveryFor(value) || current.plannedDeliveryDate;
      }
      return next;
    });
    if (name === 'slackNumber' || name === 'clientName') setError(null);
  }
  const field = (name: ObField) => ({
    id: `${id}-${name}`,
    value: input[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!input.slackNumber.trim() || !input.clientName.trim()) {
      setError(s.requiredFields);
      return;
    }
    setPending(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(input).map(([k, v]) => [k, k === 'taskMemo' ? v : v.trim()]),
      ) as ObCustomerInput;
      await addObCustomer(trimmed);
      notify.success(s.added);
      onClose();
    } catch (failure) {
      console.error('ob_list: add failed', failure);
      notify.error(s.addFailed);
      setPending(false);
    }
  }

  const missing = (value: string) => (error && !value.trim() ? true : undefined);

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-slackNumber`} label={s.colSlackNumber} required>
          <TextInput
            {...field('slackNumber')}
            placeholder={s.slackPlaceholder}
            aria-required
            aria-invalid={missing(input.slackNumber)}
          />
        </FormField>
        <FormField id={`${id}-clientName`} label={s.colClientName} required>
          <TextInput
            {...field('clientName')}
            aria-required
            aria-invalid={missing(input.clientName)}
          />
        </FormField>
        <FormField id={`${id}-serviceName`} label={s.colServiceName}>
          <TextInput {...field('serviceName')} />
        </FormField>
        <FormField id={`${id}-productCategory`} label={s.colProductCategory}>
          <Select
            placeholder="-"
            options={options(PRODUCT_CATEGORIES)}
            {...field('productCategory')}
          />
        </FormField>
        <FormField id={`${id}-surveyResponseDate`} label={s.colSurveyResponseDate}>
          <TextInput type="date" {...field('surveyResponseDate')} />
        </FormField>
        <FormField
          id={`${id}-plannedDeliveryDate`}
          label={s.colPlannedDeliveryDate}
          hint={s.plannedHint}
        >
          <TextInput type="date" {...field('plannedDeliveryDate')} />
        </FormField>
        <FormField id={`${id}-deliveryDate`} label={s.colDeliveryDate}>
          <TextInput type="date" {...field('deliveryDate')} />
        </FormField>
        <FormField id={`${id}-referralSource`} label={s.colReferralSource}>
          <Select placeholder="-" options={options(referralSources)} {...field('referralSource')} />
        </FormField>
        <FormField id={`${id}-progress`} label={s.colProgress}>
          <Select placeholder="-" options={options(progressLabels)} {...field('progress')} />
        </FormField>
        <FormField id={`${id}-obAssignee`} label={s.colAssignee}>
          <Select placeholder="-" options={options(assignees)} {...field('obAssignee')} />
        </FormField>
      </div>
      <FormField id={`${id}-taskMemo`} label={s.colTaskMemo}>
        <TextArea rows={3} {...field('taskMemo')} />
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
