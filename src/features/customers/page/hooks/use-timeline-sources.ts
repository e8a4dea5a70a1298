import { useEffect, useState } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import type { Activity } from '../../contacts/model/contact-model';
import { subscribeActivities } from '../../contacts/data/activities-store';
import { subscribeComments } from '../../comments/data/comments';
import type { HistoryEntry, HistorySource } from '../../history/data/history-store';
import { subscribeRowReminders, type ReminderSent } from '../../reminders/data/reminders-store';
import type { CustomerComment } from '../../comments/model/comment';
import { timelineItems, type TimelineItem } from '../../comments/model/timeline';

type Source<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: T[] };

/** One live source of a row, restarted when the row (or a retry) changes. */
function useLive<T>(
  key: string,
  subscribe: (onChange: (items: T[]) => void, onError: (error: Error) => void) => () => void,
): Source<T> {
  const [state, setState] = useState<{ key: string; source: Source<T> }>({
    key: '',
    source: { status: 'loading' },
  });
  useEffect(
    () =>
      subscribe(
        (items) => setState({ key, source: { status: 'ready', items } }),
        (error) => {
          console.error('customer page: a timeline source failed', error);
          setState({ key, source: { status: 'error' } });
        },
      ),
    // The key names the row and the attempt; `subscribe` is a fresh closure every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return state.key === key ? state.source : { status: 'loading' };
}

/** A history entry written by a survey answer landing on the row is the timeline's アンケート. */
const kindOf = (entry: HistoryEntry) => (entry.by?.uid === 'survey' ? 'survey' : 'change');

/**
 * Everything the タイムライン reads about one row, live: its history (field changes, and the
 * survey answers that landed on it), its comments and the reminders sent for it, as timeline
 * items of each kind.
 */
export function useTimelineSources(
  table: CustomerTable,
  rowId: string,
  history: HistorySource,
  attempt: number,
) {
  const key = `${table}/${rowId}#${attempt}`;
  const entries = useLive<HistoryEntry>(key, (on, fail) => history.subscribe(rowId, on, fail));
  const comments = useLive<CustomerComment>(key, (on, fail) =>
    subscribeComments(table, rowId, on, fail),
  );
  const reminders = useLive<ReminderSent>(key, (on, fail) =>
    subscribeRowReminders(table, rowId, on, fail),
  );
  const activities = useLive<Activity>(key, (on, fail) =>
    subscribeActivities(table, rowId, on, fail),
  );
  const all = [entries, comments, reminders, activities];
  const status = all.some((source) => source.status === 'error')
    ? 'error'
    : all.some((source) => source.status === 'loading')
      ? 'loading'
      : 'ready';
  const sources: TimelineItem[][] = [];
  if (entries.status === 'ready') {
    const byKind = (kind: 'change' | 'survey') => entries.items.filter((e) => kindOf(e) === kind);
    sources.push(timelineItems('change', byKind('change'), (entry) => entry.at));
    sources.push(timelineItems('survey', byKind('survey'), (entry) => entry.at));
  }
  if (comments.status === 'ready')
    sources.push(timelineItems('comment', comments.items, (comment) => comment.createdAt));
  if (reminders.status === 'ready')
    sources.push(timelineItems('reminder', reminders.items, (sent) => sent.sentAt));
  if (activities.status === 'ready')
    sources.push(timelineItems('activity', activities.items, (activity) => activity.at));
  return { status, sources } as const;
}
