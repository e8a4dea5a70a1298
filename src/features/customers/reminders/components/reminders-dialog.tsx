import { Bell, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReminderRule } from '@/contracts/reminders';
import { Button, IconButton } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import {
  deleteReminderRule,
  readReminderRooms,
  subscribeReminderFailures,
  subscribeReminderRules,
  type ReminderFailure,
} from '../data/reminders-store';
import { AddReminderForm, type ReminderSettings } from './add-reminder-form';
import { reminderStrings as s } from './reminders-strings';
import { describeReminderRule } from '../model/reminder-schedule';

/** The toolbar's リマインダー button and its dialog. */
export function RemindersButton({
  settings,
  progressChoices,
}: {
  settings: ReminderSettings;
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
          settings={settings}
          progressChoices={progressChoices}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function RemindersDialog({
  settings,
  progressChoices,
  onClose,
}: {
  settings: ReminderSettings;
  progressChoices: readonly string[];
  onClose: () => void;
}) {
  const { table } = settings;
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
      subscribeReminderFailures(table, setFailures, (error) =>
        console.error('reminders: failures not read', error),
      ),
    [table],
  );
  const [allowedRooms, setAllowedRooms] = useState<number[] | null>(null);
  useEffect(() => {
    let active = true;
    readReminderRooms().then(
      (rooms) => active && setAllowedRooms(rooms),
      (error: unknown) => console.error('reminders: rooms not read', error),
    );
    return () => {
      active = false;
    };
  }, []);
  const ruleOf = (id: string) => rules?.find((rule) => rule.id === id);
  const shownFailures = failures.filter((failure) => ruleOf(failure.ruleId));

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={s.title(settings.name)}
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
        <AddReminderForm
          settings={settings}
          progressChoices={progressChoices}
          allowedRooms={allowedRooms}
        />
      </div>
    </Modal>
  );
}
