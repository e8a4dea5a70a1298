import { useMemo, useState } from 'react';
import type { CellEdit } from './undo-stack';

/** Written (or being written) values, until the rows they apply over are replaced. */
export interface PendingEdits<Row> {
  edits: readonly CellEdit[];
  /** The rows the edits apply over (null: while the write runs). */
  until: readonly Row[] | null;
}

/**
 * Saved (or being written) values are shown at once, until the next delivery of rows carries
 * them: the rows to show, and the setter the saves call.
 */
export function usePendingEdits<Row extends { id: string }>(heldRows: readonly Row[]) {
  const [pending, setPending] = useState<PendingEdits<Row> | null>(null);
  const shown = useMemo(
    () =>
      pending && (pending.until === null || pending.until === heldRows)
        ? withEdits(heldRows, pending.edits)
        : heldRows,
    [pending, heldRows],
  );
  return { shown, pending, setPending };
}

/** The rows with the given edits applied (values shown before the store delivers them). */
function withEdits<Row extends { id: string }>(
  rows: readonly Row[],
  edits: readonly CellEdit[],
): readonly Row[] {
  if (edits.length === 0) return rows;
  const byRow = new Map<string, Record<string, string>>();
  for (const edit of edits) {
    const patch = byRow.get(edit.rowId) ?? {};
    patch[edit.columnId] = edit.after;
    byRow.set(edit.rowId, patch);
  }
  return rows.map((row) => {
    const patch = byRow.get(row.id);
    return patch ? { ...row, ...patch } : row;
  });
}
