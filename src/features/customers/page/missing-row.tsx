import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { CustomerTable } from '@/contracts/collections';
import { MERGED_INTO_FIELD } from '@/contracts/customer-merge';
import { EmptyState } from '@/components/ui/states';
import { backend } from '@/lib/backend';
import { customerPageStrings as s } from '../strings';
import { rowPathOf } from './row-path';

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
    backend()
      .data.get(table, rowId)
      .then((doc) => {
        const into = doc?.data[MERGED_INTO_FIELD];
        if (live) setMergedInto(typeof into === 'string' && into !== '' ? into : null);
      })
      .catch(() => live && setMergedInto(null));
    return () => {
      live = false;
    };
  }, [table, rowId]);
  if (mergedInto) return <Navigate replace to={rowPathOf(table, mergedInto)} />;
  if (mergedInto === undefined) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <EmptyState title={s.notFound} hint={s.notFoundDetail} action={back} />
    </div>
  );
}
