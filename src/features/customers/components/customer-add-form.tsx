import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormDialogFooter } from '@/components/form-dialog/form-dialog-footer';
import { FormField, Select, TextArea, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import type { CustomerField, FieldForm } from '../model/customer-field';
import { choicesOf, labelChoices, type OptionLists } from './customer-columns';
import { customerTableStrings as s } from '../strings';

/** The add-customer modal; its form is mounted only while open, so it always starts empty. */
export function CustomerAddDialog({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={s.addTitle} size="3xl">
      {open ? children : null}
    </Modal>
  );
}

export interface CustomerFormOptions<Input extends { [K in keyof Input]: string }> {
  initial: () => Input;
  /** Fields that must not be blank, and the message when one is. */
  required: readonly (keyof Input)[];
  requiredMessage: string;
  /** The one multi-line field, stored as typed; every other field is trimmed. */
  untrimmed: keyof Input;
  /** The input after a field changed (a rule may fill another field); default: just that field. */
  derive?: (current: Input, name: keyof Input, value: string) => Input;
  add: (input: Input) => Promise<unknown>;
  addFailed: string;
  /** The collection, for the console when adding fails. */
  collection: string;
  onClose: () => void;
}

/** An add form's state: the input, a required-field error, the pending send, and submit. */
export function useCustomerForm<Input extends { [K in keyof Input]: string }>({
  initial,
  required,
  requiredMessage,
  untrimmed,
  derive = (current, name, value) => ({ ...current, [name]: value }),
  add,
  addFailed,
  collection,
  onClose,
}: CustomerFormOptions<Input>) {
  const id = useId();
  const [input, setInput] = useState<Input>(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function change(name: keyof Input, value: string) {
    setInput((current) => derive(current, name, value));
    if (required.includes(name)) setError(null);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (required.some((name) => !input[name].trim())) {
      setError(requiredMessage);
      return;
    }
    setPending(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries<string>(input).map(([k, v]) => [k, k === untrimmed ? v : v.trim()]),
      ) as Input;
      await add(trimmed);
      notify.success(s.added);
      onClose();
    } catch (failure) {
      console.error(`${collection}: add failed`, failure);
      notify.error(addFailed);
      setPending(false);
    }
  }

  return {
    id,
    input,
    error,
    pending,
    change,
    handleSubmit,
    onClose,
    /** Props for a text control of one field (id `${id}-${name}`, value, onChange). */
    field: (name: keyof Input & string) => ({
      id: `${id}-${name}`,
      value: input[name],
      onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    }),
    /** `aria-invalid` for a required field left blank after a failed submit. */
    invalid: (name: keyof Input): true | undefined =>
      error && !input[name].trim() ? true : undefined,
  };
}

/** The form: the required-field alert, the fields, cancel and add. */
export function CustomerAddForm({
  form,
  children,
}: {
  form: {
    error: string | null;
    pending: boolean;
    handleSubmit: (event: FormEvent) => Promise<void>;
    onClose: () => void;
  };
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate className="space-y-4">
      {form.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {form.error}
        </p>
      ) : null}
      {children}
      <FormDialogFooter
        onCancel={form.onClose}
        pending={form.pending}
        cancelLabel={s.cancel}
        submitLabel={s.add}
        pendingLabel={s.adding}
        divided
      />
    </form>
  );
}

/** What the field components need of `useCustomerForm`. */
interface FormFields<Name extends string> {
  id: string;
  field: (name: Name) => {
    id: string;
    value: string;
    onChange: (e: { target: { value: string } }) => void;
  };
  invalid: (name: Name) => true | undefined;
}

interface FieldProps<Name extends string> {
  form: FormFields<Name>;
  name: Name;
  label: string;
  hint?: string;
}

/** A one-line text field; `required` marks it and flags it when left blank. */
export function FormText<Name extends string>({
  form,
  name,
  label,
  hint,
  required = false,
  suggestions,
  warn,
  ...input
}: FieldProps<Name> & {
  /** A soft warning for the value typed so far (never blocks the form). */
  warn?: (value: string) => string | null;
  required?: boolean;
  type?: 'date' | 'tel' | 'url';
  placeholder?: string;
  /** Offered while typing (a datalist); any other text is allowed. */
  suggestions?: readonly string[];
}) {
  const listId = `${form.id}-${name}-list`;
  const warningId = `${form.id}-${name}-warning`;
  const control = form.field(name);
  const warning = warn?.(control.value) ?? null;
  return (
    <FormField id={`${form.id}-${name}`} label={label} required={required} hint={hint}>
      <TextInput
        {...control}
        {...input}
        list={suggestions ? listId : undefined}
        aria-required={required || undefined}
        aria-invalid={required ? form.invalid(name) : undefined}
        aria-describedby={warning ? warningId : undefined}
      />
      {warning ? (
        <p id={warningId} role="status" className="mt-1 text-xs text-amber-700">
          {warning}
        </p>
      ) : null}
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
      ) : null}
    </FormField>
  );
}

/** A select of labels with a blank first choice ('-'). */
export function FormSelect<Name extends string>({
  form,
  name,
  label,
  hint,
  choices,
}: FieldProps<Name> & { choices: readonly string[] }) {
  return (
    <FormField id={`${form.id}-${name}`} label={label} hint={hint}>
      <Select placeholder="-" options={labelChoices(choices)} {...form.field(name)} />
    </FormField>
  );
}

/** A multi-line text field, three rows high. */
export function FormTextArea<Name extends string>({ form, name, label, hint }: FieldProps<Name>) {
  return (
    <FormField id={`${form.id}-${name}`} label={label} hint={hint}>
      <TextArea rows={3} {...form.field(name)} />
    </FormField>
  );
}

/**
 * The add form's controls for a table's fields, in form order: short ones in two columns, wide
 * ones (a memo, a URL) full width below them.
 */
export function FieldInputs<Name extends string>({
  form,
  fields,
  lists,
}: {
  form: FormFields<Name>;
  fields: readonly (CustomerField<Name> & { form: FieldForm })[];
  lists: OptionLists;
}) {
  const control = (field: CustomerField<Name> & { form: FieldForm }) => {
    const { input, label = field.header, required, placeholder, hint, warn } = field.form;
    const common = { form, name: field.key, label, hint };
    switch (input) {
      case 'select':
        return <FormSelect key={field.key} {...common} choices={choicesOf(field, lists)} />;
      case 'textarea':
        return <FormTextArea key={field.key} {...common} />;
      case 'suggest':
        return (
          <FormText
            key={field.key}
            {...common}
            required={required}
            suggestions={choicesOf(field, lists)}
          />
        );
      default:
        return (
          <FormText
            key={field.key}
            {...common}
            required={required}
            placeholder={placeholder}
            warn={warn}
            type={input === 'text' ? undefined : input}
          />
        );
    }
  };
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.filter((field) => !field.form.wide).map(control)}
      </div>
      {fields.filter((field) => field.form.wide).map(control)}
    </>
  );
}
