import { FormField, Select, TextArea, TextInput } from '@/components/ui/form-controls';
import type { CustomerField, FieldForm } from '../model/customer-field';
import { choicesOf, labelChoices, type OptionLists } from './customer-columns';

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
