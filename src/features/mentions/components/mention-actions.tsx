import type { ReactNode } from 'react';
import { isOpenMention, mentionAge, type MentionState } from '@/contracts/mention-state';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { StoredMention } from '../model/stored-mention';
import { mentionsStrings as s } from '../strings';

const stateTone: Record<MentionState, BadgeTone> = {
  unread: 'blue',
  read: 'gray',
  replied: 'green',
  done: 'gray',
};

export interface MentionHandlers {
  onRead(mention: StoredMention): void;
  onReply(mention: StoredMention): void;
  onTask(mention: StoredMention): void;
  onDone(mention: StoredMention): void;
  onUndoDone(mention: StoredMention): void;
}

/** Under a mention: its state, how long it has waited, and what the member can do with it. */
export function MentionActions({
  stored,
  now,
  handlers,
  children,
}: {
  stored: StoredMention;
  now: Date;
  handlers: MentionHandlers;
  /** More actions (活動として記録). */
  children?: ReactNode;
}) {
  const age = mentionAge(stored.mention.message.send_time, now.getTime());
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Badge tone={stateTone[stored.state]}>{s.states[stored.state]}</Badge>
      {isOpenMention(stored.state) && age !== 'fresh' ? (
        <span
          className={cn('text-xs font-medium', age === 'day' ? 'text-red-700' : 'text-amber-700')}
        >
          {age === 'day' ? s.waitingDay : s.waitingHours}
        </span>
      ) : null}
      <span className="ml-auto flex flex-wrap gap-2">
        {children}
        {stored.state === 'unread' ? (
          <Button
            variant="ghost"
            size="sm"
            title={s.markReadHint}
            onClick={() => handlers.onRead(stored)}
          >
            {s.markRead}
          </Button>
        ) : null}
        {/* A mention whose sender Chatwork did not name (senderId 0) cannot carry a reply tag. */}
        {stored.senderId > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => handlers.onReply(stored)}>
            {s.reply}
          </Button>
        ) : null}
        {/* A Chatwork task belongs in a Chatwork room; a customer comment has none. */}
        {stored.comment ? null : (
          <Button variant="secondary" size="sm" onClick={() => handlers.onTask(stored)}>
            {s.makeTask}
          </Button>
        )}
        {stored.state === 'done' ? (
          <Button variant="ghost" size="sm" onClick={() => handlers.onUndoDone(stored)}>
            {s.undoDone}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => handlers.onDone(stored)}>
            {s.markDone}
          </Button>
        )}
      </span>
    </div>
  );
}

/** An open mention's colour once it has waited over 3 h, and over 24 h. */
export function waitingBorder(stored: StoredMention, now: Date): string {
  if (!isOpenMention(stored.state)) return 'border-transparent';
  const age = mentionAge(stored.mention.message.send_time, now.getTime());
  return age === 'day'
    ? 'border-red-500'
    : age === 'hours'
      ? 'border-amber-400'
      : 'border-transparent';
}
