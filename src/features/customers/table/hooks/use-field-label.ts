import { useCallback } from 'react';
import type { GridColumn } from '@/components/grid/types';

/** A stored field's Japanese header: the table's extra labels, else its column's header. */
export function useFieldLabel<Row>(
  columns: readonly GridColumn<Row>[],
  extraFieldLabels: Readonly<Record<string, string>> | undefined,
) {
  return useCallback(
    (field: string) =>
      extraFieldLabels?.[field] ?? columns.find((column) => column.id === field)?.header ?? field,
    [columns, extraFieldLabels],
  );
}
