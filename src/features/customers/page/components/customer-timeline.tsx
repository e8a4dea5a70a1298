import { useId, useState, type ReactNode } from 'react';
import { usePermissions } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import type { CustomerTable } from '@/contracts/collections';
import { HistoryItem } from '../../history/components/history-item';
import { CommentBox } from '../../comments/components/comment-box';
import { CommentItem } from '../../comments/components/comment-item';
import { deleteComment, editComment, postComment } from '../../comments/data/comments';
import type { HistoryEntry, HistorySource } from '../../history/data/history-store';
import type { ReminderSent } from '../../reminders/data/reminders-store';
import { dayToDisplay, formatDateTime } from '@/lib/format';
import type { CustomerComment, MentionableMember } from '../../comments/model/comment';
import {
  mergeTimeline,
  timelineItems,
  type TimelineFilter,
  type TimelineItem,
} from '../../comments/model/timeline';
import { customerPageStrings as s } from '../../strings';
import { MentionsAbout, type CustomerMention } from './mentions-slot';
import { useTimelineSources } from '../hooks/use-timeline-sources';
import { ActivityItem } from '../../contacts/components/activity-item';
import { AnswerFooter } from '../../contacts/components/answer-activity';
import type { Activity } from '../../contacts/model/contact-model';
import { subscribeContacts } from '../../contacts/data/contacts-store';
import { useRowLive } from '../../contacts/hooks/use-row-live';

/** Items shown at first, and added by each さらに表示. */
const PAGE = 30;
const FILTERS: readonly TimelineFilter[] = ['all', 'comment', 'activity', 'change', 'survey'];

interface Props {
  table: CustomerTable;
  rowId: string;
  clientName: string;
  history: HistorySource;
  fieldLabel: (field: string) => string;
  members: readonly MentionableMember[];
  /** The signed-in member (the author of what they post). */
  me: string;
}

/** A failed write says so and keeps what was typed (the box keeps its text on a rejection). */
const reported = (message: string) => (error: unknown) => {
  console.error('customer page: a comment write failed', error);
  notify.error(message);
  throw error;
};

/**
 * The region タイムライン: the comment box, the filter すべて / コメント / 変更 / アンケート, and
 * everything about the customer newest first — field changes (with 元に戻す), survey answers that
 * landed on the row (with a link to the response), comments, and the member's Chatwork mentions
 * that name the customer (under すべて) — live, paged in by さらに表示.
 */
export function CustomerTimeline({
  table,
  rowId,
  clientName,
  history,
  fieldLabel,
  members,
  me,
}: Props) {
  const headingId = useId();
  // 閲覧のみ reads the timeline and posts nothing.
  const { canEdit } = usePermissions();
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState<TimelineFilter>('all');
  const [limit, setLimit] = useState(PAGE);
  const { status, sources } = useTimelineSources(table, rowId, history, attempt);
  const contacts = useRowLive(table, rowId, subscribeContacts);

  const onEdit = (id: string, body: string, mentions: string[]) =>
    editComment(id, body, mentions).catch(reported(s.editFailed));
  const onRemove = (id: string) => deleteComment(id).catch(reported(s.removeFailed));

  const render = (entry: TimelineItem) => {
    if (entry.kind === 'activity') {
      const activity = entry.item as Activity;
      const author = members.find((member) => member.uid === activity.authorUid);
      return (
        <ActivityItem
          key={entry.key}
          activity={activity}
          table={table}
          contacts={contacts.status === 'ready' ? contacts.items : []}
          authorName={author?.name ?? ''}
          me={me}
        />
      );
    }
    if (entry.kind === 'mention')
      return (
        <li key={entry.key} className="rounded-md border border-slate-200 bg-white">
          {(entry.item as CustomerMention).card}
        </li>
      );
    if (entry.kind === 'reminder') {
      const sent = entry.item as ReminderSent;
      return (
        <li key={entry.key} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
          <p className="flex items-baseline justify-between gap-2 text-xs text-slate-600">
            <time dateTime={sent.sentAt?.toISOString()}>{formatDateTime(sent.sentAt)}</time>
            <span className="font-medium text-slate-800">{s.reminderSent}</span>
          </p>
          <p className="mt-1 text-slate-800">
            {s.reminderLine(sent.title, dayToDisplay(sent.date))}
          </p>
        </li>
      );
    }
    if (entry.kind === 'comment')
      return (
        <CommentItem
          key={entry.key}
          comment={entry.item as CustomerComment}
          members={members}
          me={me}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      );
    const item = entry.item as HistoryEntry;
    return (
      <HistoryItem
        key={entry.key}
        entry={item}
        rowId={rowId}
        source={history}
        fieldLabel={fieldLabel}
        footer={
          <AnswerFooter
            entry={item}
            table={table}
            rowId={rowId}
            me={me}
            canEdit={canEdit}
            fieldLabel={fieldLabel}
          />
        }
      />
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {s.timeline}
      </h2>
      {canEdit ? (
        <CommentBox
          members={members}
          onSubmit={(body, mentions) =>
            postComment(table, rowId, me, body, mentions)
              .then(() => setFilter((now) => (now === 'all' || now === 'comment' ? now : 'all')))
              .catch(reported(s.postFailed))
          }
        />
      ) : null}
      <div role="group" aria-label={s.filter} className="flex flex-wrap gap-1">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setLimit(PAGE);
            }}
            className={cn(
              'focus-visible:outline-brand-600 rounded-full border px-3 py-1 text-sm focus-visible:outline-2',
              filter === value
                ? 'border-brand-600 bg-brand-50 text-brand-800 font-medium'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {s.filters[value]}
          </button>
        ))}
      </div>
      {status === 'loading' ? (
        <LoadingState text={s.timeline} />
      ) : status === 'error' ? (
        <ErrorState message={s.loadFailed} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <MentionsAbout uid={me} customer={{ table, rowId, clientName }}>
          {(mentions) => (
            <TimelineEntries
              sources={[...sources, timelineItems('mention', mentions, (m) => m.at)]}
              filter={filter}
              limit={limit}
              onMore={() => setLimit((n) => n + PAGE)}
              render={render}
            />
          )}
        </MentionsAbout>
      )}
    </section>
  );
}

/** The merged, filtered entries, the first `limit` of them, and さらに表示 while more are left. */
function TimelineEntries({
  sources,
  filter,
  limit,
  onMore,
  render,
}: {
  sources: readonly (readonly TimelineItem[])[];
  filter: TimelineFilter;
  limit: number;
  onMore: () => void;
  render: (entry: TimelineItem) => ReactNode;
}) {
  const merged = mergeTimeline(sources, filter);
  if (merged.length === 0) return <p className="text-sm text-slate-600">{s.empty}</p>;
  return (
    <>
      <ol className="space-y-3" aria-label={s.timeline}>
        {merged.slice(0, limit).map(render)}
      </ol>
      {merged.length > limit ? (
        <Button variant="secondary" onClick={onMore}>
          {s.more}
        </Button>
      ) : null}
    </>
  );
}
