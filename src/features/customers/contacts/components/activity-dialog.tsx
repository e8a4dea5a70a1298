import { useId, useState } from 'react';
import { FormField, Select, TextArea, TextInput } from '@/components/ui/form-controls';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify } from '@/components/ui/toast';
import { ACTIVITY_BODY_MAX, ACTIVITY_TYPES, type ActivityType } from '@/contracts/contacts';
import type { CustomerTable } from '@/contracts/collections';
import { parseTokyoLocal, tokyoLocalTime } from '@/lib/tokyo-time';
import { sortContacts, type Activity } from '../model/contact-model';
import { saveActivity, subscribeCompanyDeals } from '../data/activities-store';
import { subscribeContacts } from '../data/contacts-store';
import { contactStrings as s } from '../strings';
import { useRowLive } from '../hooks/use-row-live';

/** What a caller may fill in beforehand (a mention: 種類 Chatwork and the message as 内容). */
export interface ActivityPrefill {
  type?: ActivityType;
  body?: string;
  /** The company's 案件 it is for (logged from the deal's page). */
  dealId?: string;
}

/**
 * 活動を記録 (or 編集): 種類, 日時 (Tokyo, now by default), 相手 (the company's contacts), 内容,
 * 次のアクション, 次回予定日. `customerName` names the company when the dialog is opened away from
 * its page (the mentions inbox).
 */
export function ActivityDialog({
  table,
  rowId,
  uid,
  editing = null,
  prefill = {},
  customerName,
  onSaved,
  onClose,
}: {
  table: CustomerTable;
  rowId: string;
  uid: string;
  editing?: Activity | null;
  prefill?: ActivityPrefill;
  customerName?: string;
  /** After the activity is stored (before the dialog closes). */
  onSaved?: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const contacts = useRowLive(table, rowId, subscribeContacts);
  const deals = useRowLive(table, rowId, subscribeCompanyDeals);
  const [dealId, setDealId] = useState(editing?.dealId ?? prefill.dealId ?? '');
  const [type, setType] = useState<ActivityType>(editing?.type ?? prefill.type ?? '電話');
  const [at, setAt] = useState(tokyoLocalTime(editing?.at ?? new Date()));
  const [contactIds, setContactIds] = useState<string[]>(editing?.contactIds ?? []);
  const [body, setBody] = useState(editing?.body ?? prefill.body ?? '');
  const [nextAction, setNextAction] = useState(editing?.nextAction ?? '');
  const [nextDate, setNextDate] = useState(editing?.nextDate ?? '');
  const [remind, setRemind] = useState(editing ? editing.reminder !== null : false);
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const when = parseTokyoLocal(at);
    setInvalid(!when);
    if (!when || pending) return;
    setPending(true);
    try {
      await saveActivity(
        table,
        rowId,
        editing?.id ?? null,
        {
          type,
          at: when,
          contactIds,
          body,
          nextAction,
          nextDate,
          dealId,
          // A reminder completed before stays completed through an edit, unless its date moves.
          reminder: remind
            ? editing?.reminder === 'done' && editing.nextDate === nextDate
              ? 'done'
              : 'open'
            : null,
        },
        uid,
      );
      notify.success(s.activitySaved);
      onSaved?.();
      onClose();
    } catch (failure) {
      console.error('activities: save failed', failure);
      notify.error(s.activitySaveFailed);
      setPending(false);
    }
  };
  const people = contacts.status === 'ready' ? sortContacts(contacts.items) : [];
  return (
    <FormDialog
      title={editing ? s.activityEditTitle : s.activityTitle}
      description={customerName ? `${s.customer}: ${customerName}` : undefined}
      size="xl"
      problem={invalid ? s.atInvalid : null}
      pending={pending}
      submitLabel={s.save}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-type`} label={s.type}>
          <Select
            id={`${id}-type`}
            value={type}
            options={ACTIVITY_TYPES.map((value) => ({ value, label: value }))}
            onChange={(event) => setType(event.target.value as ActivityType)}
          />
        </FormField>
        <FormField id={`${id}-at`} label={s.at} required>
          <TextInput
            id={`${id}-at`}
            type="datetime-local"
            value={at}
            aria-required
            aria-invalid={invalid || undefined}
            onChange={(event) => setAt(event.target.value)}
          />
        </FormField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{s.with}</legend>
        {people.length === 0 ? (
          <p className="text-muted mt-1 text-sm">{s.noContacts}</p>
        ) : (
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {people.map((contact) => (
              <label key={contact.id} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={contactIds.includes(contact.id)}
                  onChange={(event) =>
                    setContactIds(
                      event.target.checked
                        ? [...contactIds, contact.id]
                        : contactIds.filter((other) => other !== contact.id),
                    )
                  }
                />
                {contact.name}
                {contact.title ? `（${contact.title}）` : ''}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {deals.status === 'ready' && (deals.items.length > 0 || dealId) ? (
        <FormField id={`${id}-deal`} label={s.deal}>
          <Select
            id={`${id}-deal`}
            placeholder={s.noDeal}
            value={dealId}
            options={deals.items.map((deal) => ({ value: deal.id, label: deal.name }))}
            onChange={(event) => setDealId(event.target.value)}
          />
        </FormField>
      ) : null}
      <FormField id={`${id}-body`} label={s.body}>
        <TextArea
          id={`${id}-body`}
          rows={4}
          maxLength={ACTIVITY_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-next`} label={s.nextAction}>
          <TextInput
            id={`${id}-next`}
            maxLength={1000}
            value={nextAction}
            onChange={(event) => setNextAction(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-next-date`} label={s.nextDate}>
          <TextInput
            id={`${id}-next-date`}
            type="date"
            value={nextDate}
            onChange={(event) => setNextDate(event.target.value)}
          />
        </FormField>
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={remind && nextDate !== ''}
            disabled={nextDate === ''}
            aria-describedby={`${id}-remind-hint`}
            onChange={(event) => setRemind(event.target.checked)}
          />
          {s.makeReminder}
        </label>
        <p id={`${id}-remind-hint`} className="text-muted mt-0.5 ml-6 text-xs">
          {nextDate === '' ? s.makeReminderNeedsDate : s.makeReminderHint}
        </p>
      </div>
    </FormDialog>
  );
}
