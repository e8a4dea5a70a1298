import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { stateAfterReply, type MentionState } from '@/contracts/mention-state';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-controls';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/error-reason';
import { markReadInChatwork } from '../data/chatwork-actions';
import { setMentionState } from '../data/stored-mentions';
import {
  DEFAULT_MENTION_FILTERS,
  filterMentions,
  roomsOf,
  type MentionFilters,
  type StoredMention,
} from '../model/stored-mention';
import { stripChatworkMarkup } from '../model/strip-markup';
import { mentionsMessages as m, mentionsStrings as s } from '../strings';
import { useCustomerIndex } from '../hooks/use-customer-index';
import { MentionActions, waitingBorder, type MentionHandlers } from './mention-actions';
import { LogAsActivity } from './log-as-activity';
import { MentionCard } from './mention-card';
import { ReplyDialog, TaskDialog } from './mention-dialogs';

/** Mentions drawn at first; thousands stay fast because the rest waits for さらに表示. */
const PAGE = 100;

type Dialog = { kind: 'reply' | 'task'; mention: StoredMention } | null;

/**
 * The stored mentions: filters (状態, default 未対応; ルーム; search in the text), newest first,
 * each with its state and actions. `kept` are the mentions the member is looking at (this visit's
 * fetches and actions): they stay listed when they stop being 未対応, until the filter changes.
 */
export function MentionInbox({
  uid,
  mentions,
  now,
  kept,
  setKept,
  onTaskMade,
  canLogActivities,
}: {
  canLogActivities: boolean;
  uid: string;
  mentions: readonly StoredMention[];
  now: Date;
  kept: ReadonlySet<string>;
  setKept: Dispatch<SetStateAction<ReadonlySet<string>>>;
  onTaskMade: () => void;
}) {
  const [filters, setFilters] = useState<MentionFilters>(DEFAULT_MENTION_FILTERS);
  const [shown, setShown] = useState(PAGE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const rooms = useMemo(() => roomsOf(mentions), [mentions]);
  const customers = useCustomerIndex();
  const visible = useMemo(() => filterMentions(mentions, filters, kept), [mentions, filters, kept]);
  const change = (next: Partial<MentionFilters>) => {
    if (next.state !== undefined) setKept(new Set());
    setFilters((current) => ({ ...current, ...next }));
    setShown(PAGE);
  };
  const keep = (id: string, shouldKeep = true) =>
    setKept((current) => {
      const next = new Set(current);
      if (shouldKeep) next.add(id);
      else next.delete(id);
      return next;
    });
  const setState = (mention: StoredMention, state: MentionState) =>
    setMentionState(uid, mention, state).catch((error: unknown) => {
      console.error('mentions: state not saved', error);
      notify.error(s.stateFailed);
    });

  const handlers: MentionHandlers = {
    onRead: (mention) => {
      if (mention.state !== 'unread') return;
      keep(mention.id);
      void setState(mention, 'read');
      // A customer comment is read here alone; a Chatwork message in Chatwork too.
      if (mention.comment) return;
      markReadInChatwork(mention).catch((error: unknown) =>
        notify.error(s.markReadFailed(errorReason(error) || m.unknownReason)),
      );
    },
    onReply: (mention) => setDialog({ kind: 'reply', mention }),
    onTask: (mention) => setDialog({ kind: 'task', mention }),
    onDone: (mention) => {
      keep(mention.id, false);
      void setState(mention, 'done');
      notify.undoable(s.doneMessage, () => {
        keep(mention.id);
        void setState({ ...mention, state: 'done' }, mention.state);
      });
    },
    onUndoDone: (mention) => void setState(mention, mention.stateBefore ?? 'read'),
  };

  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-3">
        <div className="min-w-60 flex-1">
          <SearchBox
            value={filters.query}
            onChange={(query) => change({ query })}
            label={s.searchLabel}
            clearLabel={s.clearSearch}
          />
        </div>
        <Select
          label={s.stateFilter}
          className="w-36"
          value={filters.state}
          onChange={(event) => change({ state: event.target.value as MentionFilters['state'] })}
          options={[
            { value: 'open', label: s.stateOpen },
            ...(['unread', 'read', 'replied', 'done'] as const).map((state) => ({
              value: state,
              label: s.states[state],
            })),
            { value: 'all', label: s.stateAll },
          ]}
        />
        <Select
          label={s.roomFilter}
          className="w-44"
          placeholder={s.roomAll}
          value={filters.room}
          onChange={(event) => change({ room: event.target.value })}
          options={rooms.map((room) => ({ value: room.id, label: room.name }))}
        />
      </div>
      <p className="border-b border-slate-100 px-5 py-2 text-xs text-slate-500">{s.markReadHint}</p>
      {visible.length === 0 ? (
        <EmptyState title={s.noMatchTitle} hint={s.noMatchHint} />
      ) : (
        <ul aria-label={s.listLabel} className="divide-y divide-slate-200">
          {visible.slice(0, shown).map((stored) => {
            const text = stripChatworkMarkup(stored.mention.message.body);
            const named = stored.comment
              ? []
              : (customers?.find(`${stored.mention.room.name}\n${text}`) ?? []);
            const { comment } = stored;
            return (
              <li key={stored.id} className={`border-l-4 ${waitingBorder(stored, now)}`}>
                <MentionCard
                  mention={stored.mention}
                  now={now}
                  onOpen={() => handlers.onRead(stored)}
                  comment={comment}
                  customers={named}
                >
                  <MentionActions stored={stored} now={now} handlers={handlers}>
                    <LogAsActivity
                      enabled={canLogActivities}
                      customers={
                        comment
                          ? [
                              {
                                table: comment.table,
                                id: comment.rowId,
                                clientName: comment.clientName,
                              },
                            ]
                          : named
                      }
                      body={text}
                      uid={uid}
                    />
                  </MentionActions>
                </MentionCard>
              </li>
            );
          })}
        </ul>
      )}
      {visible.length > shown ? (
        <div className="border-t border-slate-200 px-5 py-3">
          <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + PAGE)}>
            {s.showMore(visible.length - shown)}
          </Button>
        </div>
      ) : null}
      {dialog?.kind === 'reply' ? (
        <ReplyDialog
          mention={dialog.mention}
          onReplied={() => {
            keep(dialog.mention.id);
            // 完了 stays the member's choice (stateAfterReply).
            const next = stateAfterReply(dialog.mention.state);
            if (next !== dialog.mention.state) void setState(dialog.mention, next);
          }}
          onClose={() => setDialog(null)}
        />
      ) : dialog?.kind === 'task' ? (
        <TaskDialog
          mention={dialog.mention}
          now={now}
          onMade={onTaskMade}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
