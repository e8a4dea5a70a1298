/** A cell by its position among the rows and columns on screen. */
export interface CellPos {
  row: number;
  column: number;
}

/** A selected rectangle: where it started (the anchor) and where it reaches (the focus). */
export interface CellRange {
  anchor: CellPos;
  focus: CellPos;
}

export interface Bounds {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function boundsOf(range: CellRange): Bounds {
  return {
    top: Math.min(range.anchor.row, range.focus.row),
    bottom: Math.max(range.anchor.row, range.focus.row),
    left: Math.min(range.anchor.column, range.focus.column),
    right: Math.max(range.anchor.column, range.focus.column),
  };
}

export const cellCount = (bounds: Bounds) =>
  (bounds.bottom - bounds.top + 1) * (bounds.right - bounds.left + 1);

/** The rectangle clamped to a table of `rows` x `columns` (rows may have gone meanwhile). */
export function clampRange(range: CellRange, rows: number, columns: number): CellRange | null {
  if (rows === 0 || columns === 0) return null;
  const clamp = (pos: CellPos): CellPos => ({
    row: Math.max(0, Math.min(rows - 1, pos.row)),
    column: Math.max(0, Math.min(columns - 1, pos.column)),
  });
  return { anchor: clamp(range.anchor), focus: clamp(range.focus) };
}

/** Every visible row, every column (Ctrl/Cmd+A), anchored at the top-left cell. */
export function allCells(rows: number, columns: number): CellRange | null {
  if (rows === 0 || columns === 0) return null;
  return { anchor: { row: 0, column: 0 }, focus: { row: rows - 1, column: columns - 1 } };
}

/** Shift+arrow / Shift+Home / Shift+End: the focus moves, the anchor stays. */
export function extendRange(range: CellRange, focus: CellPos): CellRange {
  return { anchor: range.anchor, focus };
}
