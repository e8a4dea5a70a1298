import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { isCustomerTable, type CustomerTable } from '@/contracts/collections';
import { dayToDisplay, formatDateTime } from '@/lib/format';
import type { Activity, Contact } from '../model/contact-model';
import { ActivityDialog } from './activity-dialog';
import { deleteActivity } from '../data/activities-store';
import { contactStrings as s } from '../strings';

/**
 * An activity in the タイムライン: its 種類 and who logged it, when, the people, 内容 and the next
 * step; its author edits or deletes it.
 */
export function ActivityItem({
  activity,
  table,
  contacts,
  authorName,
  me,
}: {
  activity: Activity;
  table: CustomerTable;
  contacts: readonly Contact[];
  authorName: string;
  me: string;
}) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const names = activity.contactIds
    .map((id) => contacts.find((contact) => contact.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const mine = activity.authorUid === me;
  const remove = async () => {
    setRemoving(false);
    try {
      await deleteActivity(activity.id);
      notify.success(s.activityRemoved);
    } catch (failure) {
      console.error('activities: delete failed', failure);
      notify.error(s.activityRemoveFailed);
    }
  };
  return (
    <li className="rounded-md border border-emerald-200 bg-emerald-50/40 p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs text-slate-600">
          <time dateTime={activity.at?.toISOString()}>{formatDateTime(activity.at)}</time>
          {activity.edited ? s.edited : null}
        </p>
        <div className="flex items-center gap-1">
          <span className="font-medium text-emerald-900">
            {s.activityBy(activity.type, authorName)}
          </span>
          {mine ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                {s.editActivity}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
                {s.removeActivity}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {names.length > 0 ? (
        <p className="mt-1 text-slate-700">{s.activityWith(names.join('、'))}</p>
      ) : null}
      {activity.body ? (
        <p className="mt-1 whitespace-pre-wrap text-slate-800">{activity.body}</p>
      ) : null}
      {activity.nextAction || activity.nextDate ? (
        <p className="mt-1 text-slate-700">
          {s.activityNext(activity.nextAction, dayToDisplay(activity.nextDate))}
        </p>
      ) : null}
      {editing ? (
        <ActivityDialog
          table={isCustomerTable(activity.table) ? activity.table : table}
          rowId={activity.rowId}
          uid={me}
          editing={activity}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={removing}
        title={s.removeActivityTitle}
        message={s.removeActivityMessage}
        confirmLabel={s.removeConfirm}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(false)}
      />
    </li>
  );
}
