import { OB_LIST, SA_LIST } from '@/contracts/collections';
import { useMemo } from 'react';
import { useObList } from '@/features/ob';
import { useSaList } from '@/features/sa';
import { customerIndex, type CustomerIndex, type CustomerRef } from '../model/customer-links';

/**
 * The client names of SA and OB for linking mentions to rows, from the session's live lists (the
 * same listeners the tables use, so a member who opened a table reads nothing again).
 */
export function useCustomerIndex(): CustomerIndex | null {
  const sa = useSaList();
  const ob = useObList();
  return useMemo(
    () =>
      sa.status === 'ready' && ob.status === 'ready'
        ? customerIndex([
            ...sa.rows.map((row): CustomerRef => ({
              table: SA_LIST,
              id: row.id,
              clientName: row.clientName,
            })),
            ...ob.rows.map((row): CustomerRef => ({
              table: OB_LIST,
              id: row.id,
              clientName: row.clientName,
            })),
          ])
        : null,
    [sa, ob],
  );
}
