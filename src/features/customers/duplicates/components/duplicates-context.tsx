import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import { roleKey } from '@/contracts/customer-schema';
import { tableSchema } from '@/contracts/customer-tables';
import { duplicateIndex, type DuplicateReason, type DuplicateSource } from '../model/candidates';
import { rowDuplicateSource } from '../model/duplicate-source';

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
  /** Whether the table's rows have come (before, every entry has no candidates). */
  loaded: boolean;
  /** The rows that may be the same company as the entry (itself excluded), strongest first. */
  candidatesOf(entry: DuplicateSource): DuplicateCandidateRow[];
}

type Row = { id: string; clientName: string; progress: string };

/** The table's duplicate index over its live rows (null: not come yet), rebuilt when they change. */
export function useTableDuplicates(
  table: CustomerTable,
  rows: readonly Row[] | null,
): TableDuplicates {
  return useMemo(() => {
    if (!rows) return { table, loaded: false, candidatesOf: () => [] };
    const assigneeKey = roleKey(tableSchema(table), 'assignee');
    // Built when first asked (an add, a client-name edit), not on every live delivery.
    let built: { byId: Map<string, Row>; index: ReturnType<typeof duplicateIndex> } | null = null;
    const indexOf = () => {
      if (built) return built;
      const start = performance.now();
      built = {
        byId: new Map(rows.map((row) => [row.id, row])),
        index: duplicateIndex(rows.map(rowDuplicateSource)),
      };
      measureSince(MEASURES.index, start);
      return built;
    };
    return {
      table,
      loaded: true,
      candidatesOf: (entry) => {
        const { byId, index } = indexOf();
        const asked = performance.now();
        const found = index.candidatesOf(entry).flatMap(({ id, reasons }) => {
          const row = byId.get(id);
          return row
            ? [
                {
                  id,
                  clientName: row.clientName,
                  assignee: String((row as Record<string, unknown>)[assigneeKey] ?? ''),
                  progress: row.progress,
                  reasons,
                },
              ]
            : [];
        });
        measureSince(MEASURES.candidates, asked);
        return found;
      },
    };
  }, [table, rows]);
}

/** The User Timing names the duplicates bench reads (scripts/bench-duplicates-browser.mjs). */
export const MEASURES = {
  index: 'duplicates:index',
  candidates: 'duplicates:candidates',
} as const;

function measureSince(name: string, start: number) {
  // A measure is a few bytes in the page's timeline; where User Timing is missing, none.
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // not measured
  }
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
