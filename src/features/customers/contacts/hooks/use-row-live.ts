import { useEffect, useState } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import type { Unsubscribe } from '@/lib/backend';

export type LiveState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: T[] };

/** A row's live documents of one kind (its contacts, its activities), restarted with the row. */
export function useRowLive<T>(
  table: CustomerTable,
  rowId: string,
  subscribe: (
    table: CustomerTable,
    rowId: string,
    onChange: (items: T[]) => void,
    onError: (error: Error) => void,
  ) => Unsubscribe,
): LiveState<T> {
  const key = `${table}/${rowId}`;
  const [state, setState] = useState<{ key: string; live: LiveState<T> }>({
    key,
    live: { status: 'loading' },
  });
  useEffect(
    () =>
      subscribe(
        table,
        rowId,
        (items) => setState({ key, live: { status: 'ready', items } }),
        (error) => {
          console.error(`${key}: a live read failed`, error);
          setState({ key, live: { status: 'error' } });
        },
      ),
    [key, table, rowId, subscribe],
  );
  return state.key === key ? state.live : { status: 'loading' };
}
