import { ExternalLink, Globe, Mail, MessageSquare, Phone, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkedText } from '@/components/ui/linked-text';
import { contactKindOf } from '@/lib/contact-kind';
import { safeHttpUrl } from '@/lib/safe-http-url';
import { gridStrings } from './strings';
import type { GridColumn } from './types';
import { dayToDisplay } from '@/lib/format';

const iconLink =
  'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

// Links and buttons inside a cell act on their own; they never open the cell's editor.
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

function ContactView({ value }: { value: string }) {
  const kind = contactKindOf(value);
  if (kind === 'empty') return null;
  const text = <span className="truncate">{value}</span>;
  const link = (href: string, label: string, icon: ReactNode, external = false) => (
    <a
      href={href}
      aria-label={label}
      title={label}
      className={iconLink}
      onClick={stop}
      onKeyDown={stop}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon}
    </a>
  );
  const trimmed = value.trim();
  return (
    <span className="flex min-w-0 items-center gap-1">
      {kind === 'email' ? (
        link(
          `mailto:${trimmed}`,
          gridStrings.email(trimmed),
          <Mail className="h-4 w-4" aria-hidden />,
        )
      ) : kind === 'phone' ? (
        link(
          `tel:${trimmed.normalize('NFKC').replace(/[^\d+]/g, '')}`,
          gridStrings.phone(trimmed),
          <Phone className="h-4 w-4" aria-hidden />,
        )
      ) : kind === 'url' ? (
        link(
          safeHttpUrl(trimmed)!,
          gridStrings.openLink(trimmed),
          <Globe className="h-4 w-4" aria-hidden />,
          true,
        )
      ) : (
        <MessageSquare className="text-muted h-4 w-4 shrink-0" aria-hidden />
      )}
      {text}
    </span>
  );
}

/** Text with its http(s) URLs as links (new tab); everything else stays text. */
function LinkifiedText({ value, multiline }: { value: string; multiline: boolean }) {
  return (
    <span
      className={
        multiline
          ? 'line-clamp-2 text-xs leading-snug whitespace-pre-line'
          : 'truncate whitespace-nowrap'
      }
      title={value}
    >
      <LinkedText text={value} onLinkEvent={stop} />
    </span>
  );
}

/** A cell at rest. */
export function CellView<Row>({
  column,
  row,
  onToggle,
  onDelete,
}: {
  column: GridColumn<Row>;
  row: Row;
  onToggle?: () => void;
  onDelete?: () => void;
}) {
  const value = column.value(row);
  if (column.kind === 'favorite') {
    const on = value === 'true';
    return (
      <button
        type="button"
        aria-pressed={on}
        // Without a toggle (a read-only grid) the star only shows the state.
        disabled={!onToggle}
        aria-label={column.actionLabel?.(row) ?? column.header}
        title={column.actionLabel?.(row) ?? column.header}
        onClick={(e) => {
          stop(e);
          onToggle?.();
        }}
        className="focus-visible:outline-brand-600 inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-amber-50 focus-visible:outline-2 disabled:hover:bg-transparent"
      >
        <Star
          className={on ? 'h-5 w-5 fill-amber-400 text-amber-500' : 'text-muted h-5 w-5'}
          aria-hidden
        />
      </button>
    );
  }
  if (column.kind === 'delete') {
    return (
      <button
        type="button"
        aria-label={column.actionLabel?.(row) ?? column.header}
        title={column.actionLabel?.(row) ?? column.header}
        onClick={(e) => {
          stop(e);
          onDelete?.();
        }}
        className="text-muted focus-visible:outline-brand-600 inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-red-50 hover:text-red-600 focus-visible:outline-2"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    );
  }
  if (!value && column.emptyText && column.kind !== 'url')
    return <span className="text-muted">{column.emptyText}</span>;
  if (column.render) return <>{column.render(row)}</>;
  if (column.linkify && (column.kind === 'text' || column.kind === 'multiline'))
    return <LinkifiedText value={value} multiline={column.kind === 'multiline'} />;
  switch (column.kind) {
    case 'url': {
      const href = safeHttpUrl(value);
      if (!href) return value ? <span className="truncate text-slate-500">{value}</span> : null;
      const label = column.actionLabel?.(row) ?? gridStrings.openLink(value);
      return (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          title={label}
          className={iconLink}
          onClick={stop}
          onKeyDown={stop}
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
      );
    }
    case 'contact':
      return <ContactView value={value} />;
    case 'multiline':
      return (
        <span className="line-clamp-2 text-xs leading-snug whitespace-pre-line" title={value}>
          {value}
        </span>
      );
    case 'date':
      return <span className="tabular-nums">{dayToDisplay(value)}</span>;
    case 'select':
      return <span>{column.options?.find((o) => o.value === value)?.label ?? value}</span>;
    default:
      return (
        <span className="truncate" title={value}>
          {value}
        </span>
      );
  }
}
