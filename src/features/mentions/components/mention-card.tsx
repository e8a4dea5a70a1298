import { ExternalLink, MessagesSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { chatworkMessageUrl } from '../model/chat-link';
import { formatMentionTime, sentAt } from '../model/relative-time';
import { stripChatworkMarkup } from '../model/strip-markup';
import type { Mention } from '../model/types';
import { mentionsStrings as s } from '../strings';

function Avatar({ url, name }: { url: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken)
    return (
      <span
        aria-hidden
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-600"
      >
        {name.trim().charAt(0) || '?'}
      </span>
    );
  return (
    <img
      src={url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      className="h-10 w-10 shrink-0 rounded-full bg-slate-100 object-cover"
    />
  );
}

/** One mention: who, where, when (Tokyo), the text without markup, and a link into Chatwork. */
export function MentionCard({
  mention,
  now,
  onOpen,
  children,
}: {
  mention: Mention;
  now: Date;
  /** Called when the member opens it in Chatwork (the inbox marks it 既読). */
  onOpen?: () => void;
  /** Under the text: the inbox's state and actions. */
  children?: ReactNode;
}) {
  const { message, room } = mention;
  const sent = sentAt(message.send_time);
  return (
    <article className="flex gap-4 px-5 py-4">
      <Avatar url={message.account.avatar_image_url} name={message.account.name} />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 className="font-semibold text-slate-900">{message.account.name}</h2>
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <MessagesSquare className="h-3.5 w-3.5" aria-hidden />
            <span className="sr-only">{s.inRoom('')}</span>
            {room.name}
          </span>
          <time
            dateTime={sent.toISOString()}
            title={formatDateTime(sent)}
            className="ml-auto text-sm text-slate-600 tabular-nums"
          >
            {formatMentionTime(sent, now)}
          </time>
        </header>
        {/* Text, never HTML: React escapes it, and the markup tags are already removed. */}
        <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
          {stripChatworkMarkup(message.body)}
        </p>
        <a
          href={chatworkMessageUrl(room.room_id, message.message_id)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onOpen}
          className="mt-2 inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {s.openInChatwork}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
        {children}
      </div>
    </article>
  );
}
