import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '@/components/ui/button';
import { ExternalIconLink } from '@/components/ui/icon-link';
import { Td } from '@/components/ui/table';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/format';
import type { PublishableMeta } from '@/lib/publishable/publishable-meta';
import { PublishToggle } from './publish-toggle';
import { PublishStatusBadge } from './status-badge';

export interface PublishableRowProps {
  item: PublishableMeta & { title: string };
  testId: string;
  busy: boolean;
  /** Publishes or unpublishes; absent (閲覧のみ): the switch only shows the state. */
  onToggle?: () => void;
  /** Under the name, e.g. a survey's description. */
  subtitle?: string;
  /** Under the status badge (e.g. '受付終了 2026/12/01 18:00'). */
  statusNote?: string | undefined;
  /** Cells between the status and the creator (e.g. the number of questions). */
  extraCells?: ReactNode;
  /** Copy, open, ... in this order; the area's own links go between open and delete. */
  link: { href: string; copyLabel: string; openLabel: string; onCopy: () => void };
  actions?: ReactNode;
  /** Absent (閲覧のみ): no delete button. */
  archive?: { label: string; onArchive: () => void };
  nameClassName?: string;
}

/** One row of a publishable list: toggle and name, status, people, date, row actions. */
export function PublishableRow({
  item,
  testId,
  busy,
  onToggle,
  subtitle,
  statusNote,
  extraCells,
  link,
  actions,
  archive,
  nameClassName,
}: PublishableRowProps) {
  return (
    <tr data-testid={testId}>
      <Td className={cn('max-w-72', nameClassName)}>
        <div className="flex items-center gap-3">
          <PublishToggle status={item.status} busy={busy || !onToggle} onToggle={onToggle} />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{item.title}</p>
            {subtitle ? <p className="truncate text-xs text-slate-500">{subtitle}</p> : null}
          </div>
        </div>
      </Td>
      <Td>
        <PublishStatusBadge status={item.status} />
        {statusNote ? (
          <p className="mt-1 text-xs whitespace-nowrap text-slate-500">{statusNote}</p>
        ) : null}
      </Td>
      {extraCells}
      <Td className="whitespace-nowrap">{item.createdByName || '-'}</Td>
      <Td className="whitespace-nowrap">{item.lastEditedByName || '-'}</Td>
      <Td className="whitespace-nowrap">{formatDate(item.createdAt)}</Td>
      <Td>
        <div className="flex justify-end gap-0.5">
          <IconButton label={link.copyLabel} onClick={link.onCopy}>
            <Copy className="h-4 w-4" aria-hidden />
          </IconButton>
          <ExternalIconLink href={link.href} label={link.openLabel}>
            <ExternalLink className="h-4 w-4" aria-hidden />
          </ExternalIconLink>
          {actions}
          {archive ? (
            <IconButton
              label={archive.label}
              onClick={archive.onArchive}
              className="hover:text-red-600"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </IconButton>
          ) : null}
        </div>
      </Td>
    </tr>
  );
}
