import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import {
  duplicateIndex,
  type DuplicateReason,
  type DuplicateSource,
} from '../model/duplicates/candidates';
import { rowDuplicateSource } from '../model/duplicates/duplicate-source';

/** A row another entry may duplicate, as the warning shows it. */
export interface DuplicateCandidateRow {
  id: string;
  clientName: string;
  assignee: string;
  progress: string;
  reasons: readonly DuplicateReason[];
}

export interface TableDuplicates {
  table: CustomerTable;
  /** The rows that may be the same company as the entry (itself excluded), strongest first. */
  candidatesOf(entry: DuplicateSource): DuplicateCandidateRow[];
}

type Row = { id: string; clientName: string; progress: string; obAssignee: string };

/** The table's duplicate index over its live rows, rebuilt when the rows change. */
export function useTableDuplicates(
  table: CustomerTable,
  rows: readonly Row[] | null,
): TableDuplicates | null {
  return useMemo(() => {
    if (!rows) return null;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const index = duplicateIndex(rows.map(rowDuplicateSource));
    return {
      table,
      candidatesOf: (entry) =>
        index.candidatesOf(entry).flatMap(({ id, reasons }) => {
          const row = byId.get(id);
          return row
            ? [
                {
                  id,
                  clientName: row.clientName,
                  assignee: row.obAssignee,
                  progress: row.progress,
                  reasons,
                },
              ]
            : [];
        }),
    };
  }, [table, rows]);
}

const DuplicatesContext = createContext<TableDuplicates | null>(null);

/** Gives the add form (and whatever else is inside) the table's duplicate index. */
export function DuplicatesProvider({
  value,
  children,
}: {
  value: TableDuplicates | null;
  children: ReactNode;
}) {
  return <DuplicatesContext.Provider value={value}>{children}</DuplicatesContext.Provider>;
}

/** The table's duplicate index, or null outside a table screen or before its rows came. */
export const useDuplicates = () => useContext(DuplicatesContext);
