import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { errorReason } from '@/lib/error-reason';
import { dismissPair, restorePair } from '../../duplicates/data/duplicate-dismissals';
import { duplicateReasonText } from '../../duplicates/model/candidates';
import { roleKey } from '@/contracts/customer-schema';
import { tableListPath, tableRowPath, tableSchema } from '@/contracts/customer-tables';
import { customerTableStrings as ts } from '../../strings';
import type { CustomerRow, DefinedCustomerTable } from '../../table/define-customer-table';
import { MergeDialog } from './merge-dialog';
import { duplicateStrings as s } from '../../duplicates/strings';
import { useDuplicatePairs, type DuplicatePair } from '../hooks/use-duplicate-pairs';

/** Pairs shown at first and added by each 「さらに表示」. */
const PAGE = 50;

/**
 * 重複の候補 (`/sa/duplicates`, `/ob/duplicates`): the table's pairs of rows that may be one
 * company, strongest first, each with 統合 (the side-by-side merge) and 重複ではない (remembered
 * for the team, so the pair does not come back).
 */
export function DuplicatesScreen<Row extends CustomerRow, Select extends string>({
  definition,
}: {
  definition: DefinedCustomerTable<Row, Select>;
}) {
  const { uid } = useStaffIdentity();
  const list = definition.list.useList();
  const ready = list.status === 'ready' && !list.fromSnapshot;
  const { pairs, error } = useDuplicatePairs(definition.table, ready ? list.rows : null);
  const [shown, setShown] = useState(PAGE);
  const [merging, setMerging] = useState<DuplicatePair<Row> | null>(null);
  const { table, name } = definition;

  async function dismiss(pair: DuplicatePair<Row>) {
    try {
      await dismissPair(table, pair.a.id, pair.b.id, uid);
      notify.undoable(s.dismissed, () => {
        void restorePair(table, pair.a.id, pair.b.id).catch((failure: unknown) =>
          console.error('duplicates: restore failed', failure),
        );
      });
    } catch (failure) {
      console.error('duplicates: dismiss failed', failure);
      notify.error(s.dismissFailed);
    }
  }

  const back = (
    <Link to={tableListPath(table)} className="text-brand-700 text-sm hover:underline">
      {s.back(name)}
    </Link>
  );
  return (
    <Page title={s.viewTitle(name)} actions={back}>
      <p className="text-sm text-slate-600">{s.viewIntro}</p>
      {list.status === 'error' || error ? (
        <ErrorState
          message={list.status === 'error' ? ts.loadFailed : s.loadFailed}
          detail={errorReason(list.status === 'error' ? list.error : error) || undefined}
          onRetry={definition.list.retry}
        />
      ) : !pairs ? (
        <LoadingState text={ts.loading} />
      ) : pairs.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          <EmptyState title={s.noPairs} hint={s.noPairsHint} action={back} />
        </div>
      ) : (
        <section aria-label={s.openView} className="space-y-3">
          <p className="text-sm font-medium text-slate-700" role="status">
            {s.pairCount(pairs.length)}
          </p>
          <ul className="space-y-3">
            {pairs.slice(0, shown).map((pair) => (
              <PairItem
                key={pair.key}
                pair={pair}
                definition={definition}
                onMerge={() => setMerging(pair)}
                onDismiss={() => void dismiss(pair)}
              />
            ))}
          </ul>
          {pairs.length > shown ? (
            <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
              {s.showMore}
            </Button>
          ) : null}
        </section>
      )}
      <MergeDialog pair={merging} definition={definition} onClose={() => setMerging(null)} />
    </Page>
  );
}

function PairItem<Row extends CustomerRow, Select extends string>({
  pair,
  definition,
  onMerge,
  onDismiss,
}: {
  pair: DuplicatePair<Row>;
  definition: DefinedCustomerTable<Row, Select>;
  onMerge: () => void;
  onDismiss: () => void;
}) {
  const { a, b } = pair;
  return (
    <li
      aria-label={s.pairLabel(a.clientName, b.clientName)}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <p className="mb-2 flex flex-wrap gap-2">
        {pair.reasons.map((reason) => (
          <span
            key={reason}
            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800"
          >
            {duplicateReasonText[reason]}
          </span>
        ))}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {[a, b].map((row) => (
          <RowSummary key={row.id} row={row} definition={definition} />
        ))}
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button
          variant="secondary"
          onClick={onDismiss}
          aria-label={s.notDuplicateLabel(a.clientName, b.clientName)}
        >
          {s.notDuplicate}
        </Button>
        <Button onClick={onMerge} aria-label={s.mergeLabel(a.clientName, b.clientName)}>
          {s.merge}
        </Button>
      </div>
    </li>
  );
}

function RowSummary<Row extends CustomerRow, Select extends string>({
  row,
  definition,
}: {
  row: Row;
  definition: DefinedCustomerTable<Row, Select>;
}) {
  const values = row as unknown as Record<string, unknown>;
  const line = (label: string, value: unknown) =>
    typeof value === 'string' && value !== '' ? (
      <div className="flex gap-2">
        <dt className="shrink-0 text-slate-500">{label}</dt>
        <dd className="min-w-0 break-words text-slate-800">{value}</dd>
      </div>
    ) : null;
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm">
      <Link
        to={tableRowPath(definition.table, row.id)}
        className="text-brand-700 font-medium underline"
      >
        {row.clientName}
      </Link>
      <dl className="mt-1 space-y-0.5 text-xs">
        {line(s.assignee, values[roleKey(tableSchema(definition.table), 'assignee')])}
        {line(s.progress, values.progress)}
        {line(s.phone, values.phoneNumber)}
        {line(s.corporateNumber, values.corporateNumber)}
      </dl>
    </div>
  );
}
