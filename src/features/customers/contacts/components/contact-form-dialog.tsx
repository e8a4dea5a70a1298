import { useId, useState } from 'react';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify } from '@/components/ui/toast';
import type { CustomerTable } from '@/contracts/collections';
import {
  contactProblem,
  emptyContact,
  type Contact,
  type ContactInput,
} from '../model/contact-model';
import { saveContact } from '../data/contacts-store';
import { contactStrings as s } from '../strings';

const FIELDS = [
  { key: 'name', label: s.name, type: 'text', required: true },
  { key: 'department', label: s.department, type: 'text' },
  { key: 'title', label: s.title, type: 'text' },
  { key: 'email', label: s.email, type: 'email' },
  { key: 'phone', label: s.phone, type: 'tel' },
] as const;

/** 担当者を追加 / 編集: 氏名 (required), 部署, 役職, メール, 電話 and 主担当. */
export function ContactFormDialog({
  table,
  rowId,
  editing,
  contacts,
  uid,
  onClose,
}: {
  table: CustomerTable;
  rowId: string;
  /** The contact being edited, or null for a new one. */
  editing: Contact | null;
  contacts: readonly Contact[];
  uid: string;
  onClose: () => void;
}) {
  const id = useId();
  const [input, setInput] = useState<ContactInput>(() =>
    editing ? { ...editing } : { ...emptyContact(), primary: contacts.length === 0 },
  );
  const [problem, setProblem] = useState<ReturnType<typeof contactProblem>>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    const found = contactProblem(input);
    setProblem(found);
    if (found || pending) return;
    setPending(true);
    try {
      await saveContact(table, rowId, editing?.id ?? null, input, contacts, uid);
      notify.success(s.saved);
      onClose();
    } catch (failure) {
      console.error('contacts: save failed', failure);
      notify.error(s.saveFailed);
      setPending(false);
    }
  };
  return (
    <FormDialog
      title={editing ? s.editTitle : s.addTitle}
      problem={problem === null ? null : problem === 'nameRequired' ? s.nameRequired : s.tooLong}
      pending={pending}
      submitLabel={s.save}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field.key}
            id={`${id}-${field.key}`}
            label={field.label}
            required={'required' in field}
          >
            <TextInput
              id={`${id}-${field.key}`}
              type={field.type}
              value={input[field.key]}
              aria-required={'required' in field || undefined}
              aria-invalid={field.key === 'name' && problem === 'nameRequired' ? true : undefined}
              onChange={(event) => setInput({ ...input, [field.key]: event.target.value })}
            />
          </FormField>
        ))}
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={input.primary}
          onChange={(event) => setInput({ ...input, primary: event.target.checked })}
          aria-describedby={`${id}-primary-hint`}
        />
        <span>
          {s.primary}
          <span id={`${id}-primary-hint`} className="text-muted block text-xs">
            {s.primaryHint}
          </span>
        </span>
      </label>
    </FormDialog>
  );
}
