import { isEditable, type GridColumn } from '../types';
import type { CellEdit } from '../undo-stack';
import { copyText, pastedValue } from './cell-text';
import type { Bounds } from './range';

/** A cell whose pasted text did not fit, by its place on screen. */
export interface RejectedCell {
  row: number;
  column: number;
  text: string;
}

/** What a multi-cell action will write: only cells whose value changes. */
export interface BulkPlan {
  changes: CellEdit[];
  /** Pasted values that do not fit their column (not written). */
  rejected: RejectedCell[];
  /** Pasted rows / columns beyond the last row / column on screen (no rows are created). */
  cutRows: number;
  cutColumns: number;
}

interface Table<Row> {
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
}

/** The rectangle's cells as the clipboard carries them (what the cells show). */
export function copyCells<Row>({ rows, columns }: Table<Row>, bounds: Bounds): string[][] {
  const out: string[][] = [];
  for (let r = bounds.top; r <= bounds.bottom; r++) {
    const row = rows[r];
    if (!row) continue;
    const line: string[] = [];
    for (let c = bounds.left; c <= bounds.right; c++) {
      const column = columns[c];
      if (column) line.push(copyText(column, row));
    }
    out.push(line);
  }
  return out;
}

function collector<Row extends { id: string }>() {
  const plan: BulkPlan = { changes: [], rejected: [], cutRows: 0, cutColumns: 0 };
  return {
    plan,
    put(row: Row, rowIndex: number, column: GridColumn<Row>, columnIndex: number, text: string) {
      // The star, the bin and read-only cells are passed over, not reported.
      if (!isEditable(column)) return;
      const pasted = pastedValue(column, text);
      if (!pasted.ok) {
        plan.rejected.push({ row: rowIndex, column: columnIndex, text });
        return;
      }
      const before = column.value(row);
      if (pasted.value !== before)
        plan.changes.push({ rowId: row.id, columnId: column.id, before, after: pasted.value });
    },
  };
}

/**
 * Pasted cells over the table from the selection's top-left cell, rightwards and downwards over
 * the rows in their order on screen; one pasted value over a larger selection fills all of it.
 * Nothing past the last row or column is created: the plan says how much was cut.
 */
export function planPaste<Row extends { id: string }>(
  { rows, columns }: Table<Row>,
  bounds: Bounds,
  block: readonly (readonly string[])[],
): BulkPlan {
  const { plan, put } = collector<Row>();
  const single = block.length === 1 && block[0]!.length === 1;
  if (single) {
    for (let r = bounds.top; r <= bounds.bottom; r++)
      for (let c = bounds.left; c <= bounds.right; c++)
        if (rows[r] && columns[c]) put(rows[r]!, r, columns[c]!, c, block[0]![0]!);
    return plan;
  }
  const width = Math.max(0, ...block.map((line) => line.length));
  plan.cutRows = Math.max(0, bounds.top + block.length - rows.length);
  plan.cutColumns = Math.max(0, bounds.left + width - columns.length);
  block.forEach((line, i) => {
    const row = rows[bounds.top + i];
    if (!row) return;
    line.forEach((text, j) => {
      const column = columns[bounds.left + j];
      if (column) put(row, bounds.top + i, column, bounds.left + j, text);
    });
  });
  return plan;
}

/** Delete / Backspace over a rectangle: every editable cell in it becomes empty. */
export function planClear<Row extends { id: string }>(table: Table<Row>, bounds: Bounds): BulkPlan {
  return planPaste(table, bounds, [['']]);
}

/**
 * Ctrl/Cmd+D: each column's top cell of the rectangle is copied into the cells below it in the
 * rectangle; a one-row selection takes the value of the row above (as Excel does).
 */
export function planFillDown<Row extends { id: string }>(
  { rows, columns }: Table<Row>,
  bounds: Bounds,
): BulkPlan {
  const { plan } = collector<Row>();
  const sourceRow = bounds.top === bounds.bottom ? bounds.top - 1 : bounds.top;
  const source = rows[sourceRow];
  if (!source) return plan;
  for (let c = bounds.left; c <= bounds.right; c++) {
    const column = columns[c];
    if (!column || !isEditable(column)) continue;
    // The stored value, not its display: it fits its own column by definition.
    const value = column.value(source);
    for (let r = sourceRow + 1; r <= bounds.bottom; r++) {
      const row = rows[r];
      if (!row) continue;
      const before = column.value(row);
      if (before !== value)
        plan.changes.push({ rowId: row.id, columnId: column.id, before, after: value });
    }
  }
  return plan;
}
