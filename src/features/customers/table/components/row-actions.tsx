import { FileText, History, Link2, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { IconButton } from '@/components/ui/button';
import type { CustomerTable } from '@/contracts/collections';
import { tableRowPath } from '@/contracts/customer-tables';
import { RowMenu } from './row-menu';
import { customerPageStrings as ps, customerTableStrings as s } from '../../strings';

/** The customer a row action is about. */
export interface RowCustomer {
  id: string;
  clientName: string;
}

const iconLink =
  'inline-flex h-7 items-center justify-center gap-0.5 rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A row's own marks and buttons at the end of its client-name cell. The comment count (when
 * there are comments; a dot when someone else commented since the member last opened the page)
 * stays; 詳細, アンケートURL and 履歴 show over the name's end (left of the count) only while the
 * row is hovered or holds the focus, so the name has the whole cell the rest of the time.
 */
export function RowActions({
  row,
  table,
  comments,
  onSurveyLink,
  onHistory,
}: {
  row: RowCustomer;
  table: CustomerTable;
  comments?: { count: number; unread: boolean };
  onSurveyLink?: (row: RowCustomer) => void;
  onHistory: (row: RowCustomer) => void;
}) {
  const customer = { id: row.id, clientName: row.clientName };
  const page = tableRowPath(table, row.id);
  return (
    // Buttons inside a cell: their clicks and keys are theirs, never the cell's editor.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="relative flex shrink-0 items-center"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {comments && comments.count > 0 ? (
        <Link
          to={page}
          aria-label={ps.commentCount(comments.count)}
          title={comments.unread ? ps.unread : undefined}
          className={`${iconLink} relative px-1 text-xs tabular-nums`}
        >
          <MessageSquare className="h-3.5 w-3.5" aria-hidden />
          {comments.count}
          {comments.unread ? (
            <span
              aria-hidden
              data-unread
              className="absolute top-0.5 right-0 h-2 w-2 rounded-full bg-red-500"
            />
          ) : null}
        </Link>
      ) : null}
      <span className="absolute top-1/2 right-full flex -translate-y-1/2 rounded-md bg-white/95 opacity-0 shadow-sm ring-1 ring-slate-200 group-focus-within/row:opacity-100 group-hover/row:opacity-100 focus-within:opacity-100">
        <Link to={page} aria-label={ps.detailsOf(row.clientName)} className={`${iconLink} w-6`}>
          <FileText className="h-4 w-4" aria-hidden />
        </Link>
        {onSurveyLink ? (
          <IconButton
            label={s.surveyLinkRow(row.clientName)}
            className="h-7 w-6"
            onClick={() => onSurveyLink(customer)}
          >
            <Link2 className="h-4 w-4" aria-hidden />
          </IconButton>
        ) : null}
        <IconButton
          label={s.historyRow(row.clientName)}
          className="h-7 w-6"
          onClick={() => onHistory(customer)}
        >
          <History className="h-4 w-4" aria-hidden />
        </IconButton>
        <RowMenu
          client={row.clientName}
          page={page}
          actions={[
            ...(onSurveyLink
              ? [{ label: ps.surveyLink, onSelect: () => onSurveyLink(customer) }]
              : []),
            { label: s.history, onSelect: () => onHistory(customer) },
          ]}
        />
      </span>
    </span>
  );
}
