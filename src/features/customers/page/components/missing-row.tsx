import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { CustomerTable } from '@/contracts/collections';
import { EmptyState } from '@/components/ui/states';
import { mergedIntoOf } from '../../shared/data/merged-into';
import { customerPageStrings as s } from '../../strings';
import { tableRowPath } from '@/contracts/customer-tables';

/**
 * A row id the table does not list: a row merged into another (名寄せ) leads to that row, so old
 * links, bookmarks and mentions still arrive; anything else is 「見つかりませんでした」.
 */
export function MissingRow({
  table,
  rowId,
  back,
}: {
  table: CustomerTable;
  rowId: string;
  back: ReactNode;
}) {
  const [mergedInto, setMergedInto] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    mergedIntoOf(table, rowId)
      .then((into) => {
        if (live) setMergedInto(into);
      })
      .catch(() => live && setMergedInto(null));
    return () => {
      live = false;
    };
  }, [table, rowId]);
  if (mergedInto) return <Navigate replace to={tableRowPath(table, mergedInto)} />;
  if (mergedInto === undefined) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <EmptyState title={s.notFound} hint={s.notFoundDetail} action={back} />
    </div>
  );
}
