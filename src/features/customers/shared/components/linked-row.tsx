import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CustomerTable } from '@/contracts/collections';
import { mergedIntoOf } from '../data/merged-into';
import { Button, IconButton } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { customerTableStrings as s } from '../../strings';

type Row = { id: string; clientName: string };
type RowClassName<R> = ((row: R) => string | undefined) | undefined;

/** The linked row stands out until its notice is closed (its focus ring alone is easy to miss). */
const LINKED_ROW =
  'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-400 hover:bg-brand-100';

/**
 * A link to one customer row (`/sa?row={id}`, `/ob?row={id}`: from a mention, a reminder):
 * the grid scrolls to the row and focuses its client name; a notice says which customer the link
 * names, and when the view's filters hide it or it no longer exists.
 */
export function useLinkedRow(
  table: CustomerTable,
  all: readonly Row[] | null,
  shown: readonly Row[],
  clearFilters: (() => void) | null,
) {
  const [params, setParams] = useSearchParams();
  const id = params.get('row');
  // A row merged into another (名寄せ): the link leads to the row it became.
  const missing = id !== null && all !== null && !all.some((candidate) => candidate.id === id);
  useEffect(() => {
    if (!missing || id === null) return;
    let live = true;
    mergedIntoOf(table, id)
      .then((into) => {
        if (live && into)
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set('row', into);
              return next;
            },
            { replace: true },
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [missing, id, table, setParams]);
  const close = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('row');
        return next;
      },
      { replace: true },
    );
  /** The grid's row classes, with the linked row marked while it is shown. */
  const marked =
    (markedId: string | null) =>
    <R extends { id: string }>(base: RowClassName<R>) =>
    (row: R) =>
      cn(base?.(row), row.id === markedId && LINKED_ROW) || undefined;
  if (!id || !all) return { target: null, notice: null, rowClassName: marked(null) };
  const row = all.find((candidate) => candidate.id === id);
  const visible = row !== undefined && shown.some((candidate) => candidate.id === id);
  const message = !row
    ? s.linkedRowMissing
    : visible
      ? s.linkedRow(row.clientName)
      : s.linkedRowHidden(row.clientName);
  return {
    target: visible ? { rowId: id, columnId: 'clientName' } : null,
    rowClassName: marked(visible ? id : null),
    notice: (
      <div
        role="status"
        className="border-brand-200 bg-brand-50 text-brand-900 flex flex-wrap items-center gap-3 rounded-md border px-4 py-2 text-sm"
      >
        <span className="flex-1">{message}</span>
        {row && !visible && clearFilters ? (
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            {s.clearFilters}
          </Button>
        ) : null}
        <IconButton label={s.closeLinkedRow} className="h-7 w-7" onClick={close}>
          <X className="h-4 w-4" aria-hidden />
        </IconButton>
      </div>
    ),
  };
}
