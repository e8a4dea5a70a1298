import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type RefObject,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import { FormDialogFooter } from '@/components/form-dialog/form-dialog-footer';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { customerTableStrings as s } from '../../strings';
import { DuplicateWarning } from '../../duplicates/components/duplicate-warning';
import {
  useDuplicates,
  type TableDuplicates,
} from '../../duplicates/components/duplicates-context';
import { duplicateStrings } from '../../duplicates/strings';
import { duplicateSourceOf } from '../../duplicates/model/duplicate-source';

/** The add-customer modal; its form is mounted only while open, so it always starts empty. */
export function CustomerAddDialog({
  open,
  onClose,
  title = s.addTitle,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The dialog's name when the table's rows are not customers (案件: 新規案件追加). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={title} size="3xl">
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
  // 名寄せ: likely duplicates are shown as the entry is typed (at lower priority than typing);
  // the first add with some stops there, and the next one (それでも追加) adds anyway.
  const duplicates = useDuplicates();
  const latestDuplicates = useRef(duplicates);
  useEffect(() => {
    latestDuplicates.current = duplicates;
  }, [duplicates]);
  const [warned, setWarned] = useState(false);
  const typed = useDeferredValue(input);
  const candidates = useMemo(
    () => (duplicates ? duplicates.candidatesOf(duplicateSourceOf('', typed)) : []),
    [duplicates, typed],
  );

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
    // An add sent before the table's rows came waits for them (a few seconds at most), so it is
    // checked like any other.
    const index = await loadedDuplicates(latestDuplicates);
    if (!warned && index?.candidatesOf(duplicateSourceOf('', input)).length) {
      setWarned(true);
      setPending(false);
      return;
    }
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
    /** The rows this entry may duplicate (none: null). */
    duplicates:
      duplicates && candidates.length > 0 ? { table: duplicates.table, candidates } : null,
    /** An add was stopped by likely duplicates: the next one adds anyway. */
    warned,
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

/** How long an add waits for the table's rows before it is sent unchecked. */
const ROWS_WAIT_MS = 10_000;

/** The table's duplicates once its rows have come (null outside a table, or after the wait). */
async function loadedDuplicates(
  latestRef: RefObject<TableDuplicates | null>,
): Promise<TableDuplicates | null> {
  const started = Date.now();
  while (latestRef.current && !latestRef.current.loaded && Date.now() - started < ROWS_WAIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return latestRef.current?.loaded ? latestRef.current : null;
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
    duplicates: ComponentProps<typeof DuplicateWarning> | null;
    warned: boolean;
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
      {form.duplicates ? <DuplicateWarning {...form.duplicates} /> : null}
      {children}
      <FormDialogFooter
        onCancel={form.onClose}
        pending={form.pending}
        cancelLabel={s.cancel}
        submitLabel={form.warned && form.duplicates ? duplicateStrings.addAnyway : s.add}
        pendingLabel={s.adding}
        divided
      />
    </form>
  );
}
