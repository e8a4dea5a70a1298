import { useEffect, type RefObject } from 'react';
import type { CellRef, EditState } from './edit-state';
import { cellKey } from './grid-row';

/**
 * Focus asked for a cell that may not be drawn yet (scrolled to, or an editor closing), kept in
 * `pendingRef`: given to the cell once a render has it under `root` and no editor is open.
 */
export function useFocusWhenDrawn(
  pendingRef: RefObject<CellRef | null>,
  root: RefObject<HTMLElement | null>,
  editing: EditState | null,
): void {
  useEffect(() => {
    const target = pendingRef.current;
    if (!target || editing) return;
    const element = root.current?.querySelector<HTMLElement>(
      `[data-cell="${CSS.escape(cellKey(target.rowId, target.columnId))}"]`,
    );
    if (element) {
      pendingRef.current = null;
      element.focus();
    }
  });
}
