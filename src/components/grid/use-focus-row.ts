import { useEffect, useRef } from 'react';
import type { CellRef } from './edit-state';

/**
 * Moves to a row a link named (`?row=` of SA and OB) once it is on screen: scrolls to it and
 * focuses the cell named, one time per row, so the member's own moves afterwards are not undone.
 */
export function useFocusRow(
  target: CellRef | null | undefined,
  shown: readonly { id: string }[],
  focusCell: (target: CellRef) => void,
): void {
  const done = useRef<string | null>(null);
  const rowId = target?.rowId;
  const columnId = target?.columnId;
  useEffect(() => {
    if (!rowId || !columnId || done.current === rowId) return;
    if (!shown.some((row) => row.id === rowId)) return;
    done.current = rowId;
    focusCell({ rowId, columnId });
  }, [rowId, columnId, shown, focusCell]);
}
