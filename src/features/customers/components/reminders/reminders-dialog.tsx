import { Bell, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  describeReminderRule,
  REMINDER_FIELD_LABELS,
  REMINDER_FIELDS,
  type ReminderRule,
  type ReminderTable,
} from '@/contracts/reminders';
import { Button, IconButton } from '@/components/ui/button';
import { FormField, Select, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import {
  addReminderRule,
  deleteReminderRule,
  subscribeReminderFailures,
  subscribeReminderRules,
  type ReminderFailure,
} from '../../data/reminders-store';
import { reminderStrings as s } from './reminders-strings';

/** The toolbar's リマインダー button and its dialog. */
export function RemindersButton({
  table,
  tableName,
  progressChoices,
}: {
  table: ReminderTable;
  tableName: string;
  progressChoices: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Bell className="h-4 w-4" aria-hidden />
        {s.open}
      </Button>
      {open ? (
        <RemindersDialog
          table={table}
          tableName={tableName}
          progressChoices={progressChoices}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function RemindersDialog({
  table,
  tableName,
  progressChoices,
  onClose,
}: {
  table: ReminderTable;
  tableName: string;
  progressChoices: readonly string[];
  onClose: () => void;
}) {
  const [rules, setRules] = useState<ReminderRule[] | null>(null);
  const [failures, setFailures] = useState<ReminderFailure[]>([]);
  useEffect(
    () =>
      subscribeReminderRules(table, setRules, (error) => {
        console.error('reminders: rules not read', error);
        notify.error(s.loadFailed);
        setRules([]);
      }),
    [table],
  );
  useEffect(
    () =>
      subscribeReminderFailures(setFailures, (error) =>
        console.error('reminders: failures not read', error),
      ),
    [],
  );
  const ruleOf = (id: string) => rules?.find((rule) => rule.id === id);
  const shownFailures = failures.filter((failure) => ruleOf(failure.ruleId));

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={s.title(tableName)}
      description={s.description}
      size="lg"
    >
      <div className="space-y-6">
        <section aria-label={s.listLabel} className="space-y-2">
          {rules && rules.length === 0 ? (
            <div className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              <p className="font-medium text-slate-800">{s.empty}</p>
              {s.examples.map((example) => (
                <p key={example}>{example}</p>
              ))}
            </div>
          ) : (
            <ul aria-label={s.listLabel} className="divide-y divide-slate-100 rounded-md border">
              {(rules ?? []).map((rule) => {
                const text = describeReminderRule(rule);
                return (
                  <li key={rule.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <Bell className="h-4 w-4 text-amber-600" aria-hidden />
                    <span className="flex-1">{text}</span>
                    <span className="text-slate-500">{s.toRoom(rule.roomId)}</span>
                    <IconButton
                      label={s.remove(text)}
                      className="h-7 w-7"
                      onClick={() =>
                        deleteReminderRule(rule.id).then(
                          () => notify.success(s.removed),
                          (error: unknown) => {
                            console.error('reminders: delete failed', error);
                            notify.error(s.removeFailed);
                          },
                        )
                      }
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </IconButton>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {shownFailures.length > 0 ? (
          <section aria-label={s.failuresLabel} className="space-y-1">
            <h3 className="text-sm font-medium text-slate-700">{s.failuresLabel}</h3>
            <ul className="space-y-1 text-sm text-red-700">
              {shownFailures.map((failure) => (
                <li key={failure.id}>
                  {s.failure(failure.reason)}
                  <span className="ml-2 text-xs text-slate-500">
                    {describeReminderRule(ruleOf(failure.ruleId)!)} {formatDateTime(failure.at)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <AddReminderForm table={table} progressChoices={progressChoices} />
      </div>
    </Modal>
  );
}

type Timing = 'before' | 'same' | 'after';

function AddReminderForm({
  table,
  progressChoices,
}: {
  table: ReminderTable;
  progressChoices: readonly string[];
}) {
  const id = useId();
  const { uid } = useStaffIdentity();
  const fields = REMINDER_FIELDS[table];
  const [field, setField] = useState(fields[0]!);
  const [timing, setTiming] = useState<Timing>(table === 'ob_list' ? 'before' : 'after');
  const [days, setDays] = useState(table === 'ob_list' ? '1' : '30');
  const [time, setTime] = useState('09:00');
  const [condition, setCondition] = useState(progressChoices.includes('完了') ? 'not:完了' : '');
  const [room, setRoom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const dayCount = timing === 'same' ? 0 : Number(days);
  const [op, ...rest] = condition.split(':');
  const progress = condition ? { op: op as 'is' | 'not', value: rest.join(':') } : null;
  const draft = {
    table,
    field,
    offsetDays: timing === 'before' ? -dayCount : dayCount,
    time,
    progress,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isInteger(dayCount) || dayCount < 0 || dayCount > 365)
      return setError(s.invalidDays);
    if (!/^\d{2}:\d{2}$/.test(time)) return setError(s.invalidTime);
    const roomId = Number(room.trim());
    if (!/^\d+$/.test(room.trim()) || !Number.isSafeInteger(roomId) || roomId <= 0)
      return setError(s.invalidRoom);
    setError(null);
    setPending(true);
    try {
      await addReminderRule({ ...draft, roomId }, uid);
      notify.success(s.added);
      setRoom('');
    } catch (caught) {
      console.error('reminders: add failed', caught);
      notify.error(s.addFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={s.addTitle}
      className="space-y-3 rounded-md bg-slate-50 p-4"
    >
      <h3 className="text-sm font-semibold text-slate-800">{s.addTitle}</h3>
      <div className="grid grid-cols-2 gap-3">
        <Select
          label={s.field}
          value={field}
          onChange={(event) => setField(event.target.value)}
          options={fields.map((key) => ({ value: key, label: REMINDER_FIELD_LABELS[key] ?? key }))}
        />
        <div className="flex items-end gap-2">
          <Select
            label={s.timing}
            className="w-28"
            value={timing}
            onChange={(event) => setTiming(event.target.value as Timing)}
            options={[
              { value: 'before', label: s.before },
              { value: 'same', label: s.sameDay },
              { value: 'after', label: s.after },
            ]}
          />
          <FormField id={`${id}-days`} label={s.days}>
            <TextInput
              id={`${id}-days`}
              type="number"
              min={0}
              max={365}
              className="w-24"
              disabled={timing === 'same'}
              value={timing === 'same' ? '0' : days}
              onChange={(event) => setDays(event.target.value)}
            />
          </FormField>
        </div>
        <FormField id={`${id}-time`} label={s.time}>
          <TextInput
            id={`${id}-time`}
            type="time"
            className="w-36"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </FormField>
        <Select
          label={s.condition}
          value={condition}
          onChange={(event) => setCondition(event.target.value)}
          options={[
            { value: '', label: s.noCondition },
            ...progressChoices.map((p) => ({ value: `not:${p}`, label: s.notProgress(p) })),
            ...progressChoices.map((p) => ({ value: `is:${p}`, label: s.isProgress(p) })),
          ]}
        />
        <div className="col-span-2">
          <FormField id={`${id}-room`} label={s.room} hint={s.roomHint}>
            <TextInput
              id={`${id}-room`}
              inputMode="numeric"
              className="w-48"
              value={room}
              onChange={(event) => setRoom(event.target.value)}
            />
          </FormField>
        </div>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {Number.isInteger(dayCount) && dayCount >= 0
          ? s.preview(describeReminderRule(draft))
          : null}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? s.adding : s.add}
        </Button>
      </div>
    </form>
  );
}
