import { Link } from 'react-router-dom';
import type { CustomerTable } from '@/contracts/collections';
import { duplicateReasonText } from '../model/candidates';
import { tableRowPath } from '@/contracts/customer-tables';
import type { DuplicateCandidateRow } from './duplicates-context';
import { duplicateStrings as s } from '../strings';

/** The most candidates the warning lists; the rest are counted. */
const SHOWN = 5;

/**
 * 「同じ会社の可能性がある行があります」 with the rows an entry may duplicate: each row's client
 * name (a link to its page, in a new tab so nothing typed is lost), 担当者, 進捗 and why.
 */
export function DuplicateWarning({
  table,
  candidates,
}: {
  table: CustomerTable;
  candidates: readonly DuplicateCandidateRow[];
}) {
  const rest = candidates.length - SHOWN;
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
      <p className="font-medium text-amber-800">{s.warningTitle}</p>
      <ul className="mt-1 space-y-1" aria-label={s.candidatesLabel}>
        {candidates.slice(0, SHOWN).map((row) => (
          <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 text-slate-700">
            <Link
              to={tableRowPath(table, row.id)}
              target="_blank"
              rel="noopener"
              className="text-brand-700 font-medium underline"
            >
              {row.clientName}
            </Link>
            <span>
              {s.assignee}: {row.assignee || '—'}
            </span>
            <span>
              {s.progress}: {row.progress || '—'}
            </span>
            <span className="text-xs text-amber-700">
              {row.reasons.map((reason) => duplicateReasonText[reason]).join('・')}
            </span>
          </li>
        ))}
      </ul>
      {rest > 0 ? <p className="mt-1 text-xs text-slate-600">{s.moreCandidates(rest)}</p> : null}
    </div>
  );
}
