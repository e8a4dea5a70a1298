import { useEffect, useMemo, useState } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import { subscribeDismissedPairs } from '../../duplicates/data/duplicate-dismissals';
import { duplicateIndex, type DuplicateReason } from '../../duplicates/model/candidates';
import { rowDuplicateSource } from '../../duplicates/model/duplicate-source';

export interface DuplicatePair<Row> {
  key: string;
  a: Row;
  b: Row;
  reasons: readonly DuplicateReason[];
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; pairs: ReadonlySet<string> }
  | { status: 'error'; error: Error };

/** The table's pairs marked 「重複ではない」, live. */
function useDismissedPairs(table: CustomerTable): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(
    () =>
      subscribeDismissedPairs(
        table,
        (pairs) => setState({ status: 'ready', pairs }),
        (error) => setState({ status: 'error', error }),
      ),
    [table],
  );
  return state;
}

/**
 * 重複の候補: every pair of the rows that may be one company, strongest first, without the pairs
 * marked 「重複ではない」; null while the marks load.
 */
export function useDuplicatePairs<Row extends { id: string; clientName: string }>(
  table: CustomerTable,
  rows: readonly Row[] | null,
): { pairs: DuplicatePair<Row>[] | null; error: Error | null } {
  const dismissed = useDismissedPairs(table);
  const index = useMemo(
    () =>
      rows
        ? {
            byId: new Map(rows.map((row) => [row.id, row])),
            duplicates: duplicateIndex(rows.map(rowDuplicateSource)),
          }
        : null,
    [rows],
  );
  const pairs = useMemo(() => {
    if (!index || dismissed.status !== 'ready') return null;
    return index.duplicates.pairs(dismissed.pairs).flatMap((pair) => {
      const a = index.byId.get(pair.a);
      const b = index.byId.get(pair.b);
      return a && b ? [{ key: `${pair.a}|${pair.b}`, a, b, reasons: pair.reasons }] : [];
    });
  }, [index, dismissed]);
  return { pairs, error: dismissed.status === 'error' ? dismissed.error : null };
}
