import { ExternalLink, MessagesSquare } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/format';
import { Link } from 'react-router-dom';
import { tableListPath, tableRowPath, tableSchema } from '@/contracts/customer-tables';
import { chatworkMessageUrl } from '../model/chat-link';
import type { CustomerRef } from '../model/customer-links';
import type { CommentSource } from '../model/stored-mention';
import { formatMentionTime, sentAt } from '../model/relative-time';
import { stripChatworkMarkup } from '../model/strip-markup';
import type { Mention } from '../model/types';
import { mentionsStrings as s } from '../strings';

const linkClass =
  'text-brand-700 focus-visible:outline-brand-600 inline-flex items-center gap-1 rounded text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';

/** More names than this in one message is a list, not a conversation about a customer. */
const MAX_CUSTOMER_LINKS = 3;

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
  customers = [],
  comment = null,
  children,
}: {
  mention: Mention;
  now: Date;
  /** Called when the member opens it in Chatwork (the inbox marks it 既読). */
  onOpen?: () => void;
  /** Customers of SA or OB the mention names (its room name or text), linked to their rows. */
  customers?: readonly CustomerRef[];
  /** A customer comment: its page instead of Chatwork, and why it reached the member. */
  comment?: CommentSource | null;
  /** Under the text: the inbox's state and actions. */
  children?: ReactNode;
}) {
  const { message, room } = mention;
  const sent = sentAt(message.send_time);
  const text = stripChatworkMarkup(message.body);
  const long = text.split('\n').length > 2 || text.length > 120;
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <article className="flex gap-4 px-5 py-4">
      <Avatar url={message.account.avatar_image_url} name={message.account.name} />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 className="font-semibold text-slate-900">
            {message.account.name || s.senderPending}
          </h2>
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
        {/* Text, never HTML: React escapes it, and the markup tags are already removed. Two lines
            unless opened. */}
        <p
          id={textId}
          className={cn(
            'mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700',
            long && !expanded && 'line-clamp-2',
          )}
        >
          {text}
        </p>
        {long ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((open) => !open)}
            className="focus-visible:outline-brand-600 mt-1 rounded text-xs font-medium text-slate-600 hover:underline focus-visible:outline-2"
          >
            {expanded ? s.collapseText : s.expandText}
          </button>
        ) : null}
        {comment ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-slate-600">{s.commentReason[comment.reason]}</span>
            <Link
              to={tableRowPath(comment.table, comment.rowId)}
              onClick={onOpen}
              className={linkClass}
            >
              {s.openCustomerPage}
              {comment.clientName ? `（${comment.clientName}）` : ''}
            </Link>
          </p>
        ) : (
          <a
            href={chatworkMessageUrl(room.room_id, message.message_id)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpen}
            className={`${linkClass} mt-2`}
          >
            {s.openInChatwork}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </a>
        )}
        {customers.length > 0 ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-slate-600">{s.customers}</span>
            {customers.slice(0, MAX_CUSTOMER_LINKS).map((customer) => (
              <Link
                key={`${customer.table}:${customer.id}`}
                to={`${tableListPath(customer.table)}?row=${encodeURIComponent(customer.id)}`}
                className="text-brand-700 focus-visible:outline-brand-600 rounded font-medium hover:underline focus-visible:outline-2"
              >
                {s.customerLink(customer.clientName, tableSchema(customer.table).shortName)}
              </Link>
            ))}
          </p>
        ) : null}
        {children}
      </div>
    </article>
  );
}
