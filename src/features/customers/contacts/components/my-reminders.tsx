import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Card } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { isCustomerTable, type CustomerTable } from '@/contracts/customer-table-names';
import { tableRowPath } from '@/contracts/customer-tables';
import { dayToDisplay } from '@/lib/format';
import { tokyoDay } from '@/lib/tokyo-time';
import { openReminders, type Activity } from '../model/contact-model';
import { completeReminder, subscribeRowName } from '../data/activities-store';
import { useRowLive } from '../hooks/use-row-live';
import { contactStrings as s } from '../strings';
import { ActivityDialog } from './activity-dialog';

/** What a reminder is about: its 次のアクション, else the start of its 内容. */
const subjectOf = (activity: Activity) =>
  activity.nextAction || activity.body.slice(0, 40) || activity.type;

/**
 * マイページ's 「自分のリマインダー」: the 次回予定日 the member asked to be reminded of, earliest
 * first, 期限切れ and 今日 marked. 「完了にする」 asks 「結果を活動として記録しますか」: 記録する opens
 * 活動を記録 for the same company and completes the reminder once it is saved; 記録しない
 * completes it at once.
 */
export function MyReminders({ uid, mine }: { uid: string; mine: Activity[] | null }) {
  const headingId = useId();
  const today = tokyoDay(new Date());
  const open = useMemo(() => (mine ? openReminders(mine, today) : null), [mine, today]);
  const [asking, setAsking] = useState<Activity | null>(null);
  const [logging, setLogging] = useState<Activity | null>(null);

  const complete = async (activity: Activity) => {
    try {
      await completeReminder(activity.id);
      notify.success(s.reminderCompleted);
    } catch (error) {
      console.error('reminders: completing failed', error);
      notify.error(s.reminderCompleteFailed);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-3 p-5">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {s.remindersTitle}
        </h2>
        {open === null ? (
          <p className="text-muted text-sm">{s.activitiesLoading}</p>
        ) : open.length === 0 ? (
          <p className="text-muted text-sm">{s.remindersNone}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-labelledby={headingId}>
            {open.map(({ activity, due }) => (
              <li key={activity.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span
                  className={`text-sm tabular-nums ${due === 'later' ? 'text-slate-700' : 'font-semibold text-red-700'}`}
                >
                  {dayToDisplay(activity.nextDate)}
                  {due === 'overdue' ? `（${s.reminderOverdue}）` : ''}
                  {due === 'today' ? `（${s.reminderToday}）` : ''}
                </span>
                <CustomerLink activity={activity} />
                <span className="min-w-0 flex-1 text-sm text-slate-800">{subjectOf(activity)}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={s.completeReminderFor(subjectOf(activity))}
                  onClick={() => setAsking(activity)}
                >
                  {s.completeReminder}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Modal
        open={asking !== null}
        onOpenChange={(next) => !next && setAsking(null)}
        title={s.completeAsk}
        description={asking ? subjectOf(asking) : undefined}
        size="sm"
        footer={
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                if (asking) void complete(asking);
                setAsking(null);
              }}
            >
              {s.completeAskSkip}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setLogging(asking);
                setAsking(null);
              }}
            >
              {s.completeAskLog}
            </Button>
          </div>
        }
      />
      {logging && isCustomerTable(logging.table) ? (
        <ActivityDialog
          table={logging.table}
          rowId={logging.rowId}
          uid={uid}
          prefill={{ type: logging.type, dealId: logging.dealId }}
          onSaved={() => void complete(logging)}
          onClose={() => setLogging(null)}
        />
      ) : null}
    </section>
  );
}

/** The reminder's company, a link to its page (or 削除された顧客). */
function CustomerLink({ activity }: { activity: Activity }) {
  return isCustomerTable(activity.table) ? (
    <RowLink table={activity.table} rowId={activity.rowId} />
  ) : null;
}

function RowLink({ table, rowId }: { table: CustomerTable; rowId: string }) {
  const names = useRowLive(table, rowId, subscribeRowName);
  if (names.status !== 'ready') return null;
  const name = names.items[0];
  return name === undefined ? (
    <span className="text-muted text-sm">{s.deletedCustomer}</span>
  ) : (
    <Link
      to={tableRowPath(table, rowId)}
      className="text-brand-700 text-sm font-medium hover:underline"
    >
      {name || rowId}
    </Link>
  );
}
