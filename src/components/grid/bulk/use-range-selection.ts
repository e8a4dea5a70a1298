import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { CellRef } from '../edit-state';
import { boundsOf, type Bounds } from './range';

/** A cell element's row and column ids, from its `data-cell` attribute ('row|column'). */
export function cellOfElement(
  target: EventTarget | null,
  root: HTMLElement | null,
): CellRef | null {
  if (!(target instanceof Element) || !root) return null;
  // Inside an open editor the pointer and keys belong to the editor.
  if (target.closest('[data-cell-editor]')) return null;
  const cell = target.closest<HTMLElement>('[data-cell]');
  if (!cell || !root.contains(cell)) return null;
  const [rowId, columnId] = (cell.dataset.cell ?? '').split('|');
  return rowId && columnId ? { rowId, columnId } : null;
}

export interface RangeSelection {
  /** The selected rectangle on screen; the active cell alone when no range is stretched. */
  bounds: Bounds | null;
  /** A rectangle of more than one cell is selected. */
  stretched: boolean;
  dragging: boolean;
  /** A row's number on screen, from 1 (0 when it is not shown). */
  rowNumber: (rowId: string) => number;
  /** Whether the cell is inside the selected rectangle. */
  contains: (cell: CellRef) => boolean;
  /** Stretch the range from its anchor (or the active cell) to `focus`. */
  extendTo: (focus: CellRef) => void;
  selectAll: () => void;
  collapse: () => void;
  onMouseDown: (event: MouseEvent<HTMLElement>) => void;
  onMouseOver: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * The selected range of the grid, kept by row and column ids (rows move with live updates and
 * sorting; the rectangle is the cells between the two corners as they are on screen now).
 * Shift+click and mouse drag stretch it; a plain click or move collapses it to the active cell.
 */
export function useRangeSelection<Row extends { id: string }>({
  shown,
  columnIds,
  active,
  root,
  enabled,
  onFocusCell,
}: {
  shown: readonly Row[];
  columnIds: readonly string[];
  active: CellRef | null;
  root: () => HTMLElement | null;
  /** False while a cell editor is open. */
  enabled: boolean;
  onFocusCell: (cell: CellRef) => void;
}): RangeSelection {
  const [range, setRange] = useState<{ anchor: CellRef; focus: CellRef } | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragAnchor = useRef<CellRef | null>(null);
  const lastOver = useRef<CellRef | null>(null);

  const rowIndex = useMemo(() => new Map(shown.map((row, index) => [row.id, index])), [shown]);
  const position = useCallback(
    (cell: CellRef) => {
      const row = rowIndex.get(cell.rowId);
      const column = columnIds.indexOf(cell.columnId);
      return row === undefined || column < 0 ? null : { row, column };
    },
    [columnIds, rowIndex],
  );

  const bounds = useMemo(() => {
    const corners = range ?? (active ? { anchor: active, focus: active } : null);
    if (!corners) return null;
    const anchor = position(corners.anchor);
    const focus = position(corners.focus);
    // A corner's row is gone (deleted, filtered out): back to the active cell.
    return anchor && focus ? boundsOf({ anchor, focus }) : null;
  }, [active, position, range]);

  const extendTo = useCallback(
    (focus: CellRef) => {
      setRange((current) => ({ anchor: current?.anchor ?? active ?? focus, focus }));
      onFocusCell(focus);
    },
    [active, onFocusCell],
  );

  const selectAll = useCallback(() => {
    const first = shown[0];
    const last = shown.at(-1);
    if (!first || !last || columnIds.length === 0) return;
    setRange({
      anchor: { rowId: first.id, columnId: columnIds[0]! },
      focus: { rowId: last.id, columnId: columnIds.at(-1)! },
    });
  }, [columnIds, shown]);

  const collapse = useCallback(() => setRange(null), []);

  const onMouseDown = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      const cell = cellOfElement(event.target, root());
      if (!cell) return;
      if (event.shiftKey) {
        // Shift+click stretches the range; no text selection, no editor.
        event.preventDefault();
        extendTo(cell);
        return;
      }
      setRange(null);
      dragAnchor.current = cell;
      lastOver.current = cell;
      setDragging(true);
      const stop = () => {
        dragAnchor.current = null;
        setDragging(false);
        document.removeEventListener('mouseup', stop);
      };
      document.addEventListener('mouseup', stop);
    },
    [enabled, extendTo, root],
  );

  const onMouseOver = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = dragAnchor.current;
      if (!anchor || (event.buttons & 1) === 0) return;
      const cell = cellOfElement(event.target, root());
      if (!cell) return;
      const last = lastOver.current;
      if (last?.rowId === cell.rowId && last.columnId === cell.columnId) return;
      lastOver.current = cell;
      setRange({ anchor, focus: cell });
      // The far corner takes the focus (Shift+arrows go on from there) and scrolls into view.
      onFocusCell(cell);
    },
    [onFocusCell, root],
  );

  const rowNumber = useCallback((rowId: string) => (rowIndex.get(rowId) ?? -1) + 1, [rowIndex]);
  const contains = useCallback(
    (cell: CellRef) => {
      const at = position(cell);
      return (
        bounds !== null &&
        at !== null &&
        at.row >= bounds.top &&
        at.row <= bounds.bottom &&
        at.column >= bounds.left &&
        at.column <= bounds.right
      );
    },
    [bounds, position],
  );

  const stretched =
    bounds !== null && (bounds.top !== bounds.bottom || bounds.left !== bounds.right);
  return {
    bounds,
    stretched,
    dragging,
    rowNumber,
    contains,
    extendTo,
    selectAll,
    collapse,
    onMouseDown,
    onMouseOver,
  };
}
