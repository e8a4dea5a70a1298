import { useId, useState, type FormEvent } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import { MAX_REMINDER_RULES } from '@/contracts/reminders';
import { Button } from '@/components/ui/button';
import { FormField, Select, TextInput } from '@/components/ui/form-controls';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { addReminderRule, TooManyRemindersError } from '../data/reminders-store';
import { describeReminderRule } from '../model/reminder-schedule';
import { reminderStrings as s } from './reminders-strings';

type Timing = 'before' | 'same' | 'after';

/** A table's reminders: which table, its dates a rule can watch, and the form's first choice. */
export interface ReminderSettings {
  table: CustomerTable;
  /** The table's short name, in the dialog's title ('SA'). */
  name: string;
  /** The dates (the field table's `remind` trait), by key and header. */
  fields: readonly { key: string; label: string }[];
  first: { field: string; timing: 'before' | 'after'; days: number };
}

/** リマインダーを追加: the date field, when, the 進捗 condition and the room, previewed in words. */
export function AddReminderForm({
  settings,
  progressChoices,
  allowedRooms,
}: {
  settings: ReminderSettings;
  progressChoices: readonly string[];
  /** The rooms the team allowed (REMINDER_ROOM_IDS), or null when none are set. */
  allowedRooms: readonly number[] | null;
}) {
  const id = useId();
  const { uid } = useStaffIdentity();
  const { table, fields, first } = settings;
  const [field, setField] = useState(first.field);
  const [timing, setTiming] = useState<Timing>(first.timing);
  const [days, setDays] = useState(String(first.days));
  const [time, setTime] = useState('09:00');
  const [condition, setCondition] = useState(progressChoices.includes('完了') ? 'not:完了' : '');
  const [room, setRoom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Before and after are at least a day; 0 is 当日 (and never -0, which Firestore stores as a
  // double the rules refuse).
  const dayCount = timing === 'same' ? 0 : days.trim() === '' ? NaN : Number(days);
  const [op, ...rest] = condition.split(':');
  const progress = condition ? { op: op as 'is' | 'not', value: rest.join(':') } : null;
  const draft = {
    table,
    field,
    offsetDays: timing === 'before' && dayCount > 0 ? -dayCount : dayCount,
    time,
    progress,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isInteger(dayCount) || dayCount > 365 || dayCount < (timing === 'same' ? 0 : 1))
      return setError(s.invalidDays);
    if (!/^\d{2}:\d{2}$/.test(time)) return setError(s.invalidTime);
    const roomId = Number(room.trim());
    if (!/^\d+$/.test(room.trim()) || !Number.isSafeInteger(roomId) || roomId <= 0)
      return setError(s.invalidRoom);
    if (allowedRooms && !allowedRooms.includes(roomId))
      return setError(s.roomNotAllowed(allowedRooms));
    setError(null);
    setPending(true);
    try {
      await addReminderRule({ ...draft, roomId }, uid);
      notify.success(s.added);
      setRoom('');
    } catch (caught) {
      if (caught instanceof TooManyRemindersError) {
        setError(s.tooMany(MAX_REMINDER_RULES));
        return;
      }
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
      <div className="grid grid-cols-2 items-end gap-3">
        <FormField id={`${id}-field`} label={s.field}>
          <Select
            id={`${id}-field`}
            value={field}
            onChange={(event) => setField(event.target.value)}
            options={fields.map(({ key, label }) => ({ value: key, label }))}
          />
        </FormField>
        <div className="flex items-end gap-2">
          <FormField id={`${id}-timing`} label={s.timing}>
            <Select
              id={`${id}-timing`}
              className="w-28"
              value={timing}
              onChange={(event) => setTiming(event.target.value as Timing)}
              options={[
                { value: 'before', label: s.before },
                { value: 'same', label: s.sameDay },
                { value: 'after', label: s.after },
              ]}
            />
          </FormField>
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
        <FormField id={`${id}-condition`} label={s.condition}>
          <Select
            id={`${id}-condition`}
            value={condition}
            onChange={(event) => setCondition(event.target.value)}
            options={[
              { value: '', label: s.noCondition },
              ...progressChoices.map((p) => ({ value: `not:${p}`, label: s.notProgress(p) })),
              ...progressChoices.map((p) => ({ value: `is:${p}`, label: s.isProgress(p) })),
            ]}
          />
        </FormField>
        <div className="col-span-2">
          <FormField
            id={`${id}-room`}
            label={s.room}
            hint={allowedRooms ? `${s.roomHint} ${s.allowedRooms(allowedRooms)}` : s.roomHint}
          >
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
