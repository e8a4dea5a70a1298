import { useMemo } from 'react';
import type { ReferenceChoice } from '@/features/customers';
import { useSaList } from '@/features/sa';

const NONE: readonly ReferenceChoice[] = [];

/** The SA customers a deal may be for, by name (what 顧客 offers and shows); none while loading. */
export function useCustomerChoices(): readonly ReferenceChoice[] {
  const sa = useSaList();
  return useMemo(
    () =>
      sa.status === 'ready'
        ? sa.rows
            .map((row) => ({ value: row.id, label: row.clientName }))
            .sort((a, b) => a.label.localeCompare(b.label, 'ja'))
        : NONE,
    [sa],
  );
}

/** The 関連 fields' choices, for the table's columns: 顧客 → the SA customers. */
export function useDealReferences() {
  const customers = useCustomerChoices();
  return useMemo(() => ({ customerId: customers }), [customers]);
}
