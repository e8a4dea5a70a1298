import type { CellKind } from './types';

/** What a key pressed on a selected (not editing) cell asks for. */
export type CellKeyCommand =
  | { kind: 'move'; row: number; column: number }
  /** Shift+arrow / Home / End: the range's far corner moves there. */
  | { kind: 'extend'; row: number; column: number }
  | { kind: 'edit'; draft?: string; preventDefault: boolean }
  /** Ctrl/Cmd+A: every visible row. */
  | { kind: 'selectAll' }
  /** Delete / Backspace: empty the selected cells. */
  | { kind: 'clear' }
  /** Ctrl/Cmd+D: fill down. */
  | { kind: 'fillDown' }
  /** Escape: back to the one active cell. */
  | { kind: 'collapse' }
  | { kind: 'none' };

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

/**
 * Spreadsheet keys on a selected cell at (row, column) of a rows x columns table: arrows and
 * Home / End move (clamped to the table), with Shift they stretch the range; Ctrl/Cmd+A selects
 * all, Delete / Backspace clear, Ctrl/Cmd+D fills down, Escape collapses the range. On an
 * editable cell Enter / F2 open the editor, a printable character opens it with that character
 * (not on select and date cells, which have no text to type into). A key of an IME composition
 * is never a command: on an editable cell it opens the editor without a draft so the composition
 * continues there. Nothing else is the grid's (copy and paste are the clipboard events').
 */
export function cellKeyCommand(
  press: KeyPress,
  at: { row: number; column: number; rows: number; columns: number },
  cell: { kind: CellKind; editable: boolean },
  isImeComposition: boolean,
): CellKeyCommand {
  if (isImeComposition)
    return cell.editable ? { kind: 'edit', preventDefault: false } : { kind: 'none' };
  const clamp = (value: number, size: number) => Math.max(0, Math.min(size - 1, value));
  const move = (row: number, column: number): CellKeyCommand => ({
    kind: press.shiftKey ? 'extend' : 'move',
    row: clamp(row, at.rows),
    column: clamp(column, at.columns),
  });
  const command = press.ctrlKey || press.metaKey;
  if (command && !press.altKey && !press.shiftKey) {
    const letter = press.key.toLowerCase();
    if (letter === 'a') return { kind: 'selectAll' };
    if (letter === 'd') return { kind: 'fillDown' };
  }
  switch (press.key) {
    case 'ArrowUp':
      return move(at.row - 1, at.column);
    case 'ArrowDown':
      return move(at.row + 1, at.column);
    case 'ArrowLeft':
      return move(at.row, at.column - 1);
    case 'ArrowRight':
      return move(at.row, at.column + 1);
    case 'Home':
      return move(at.row, 0);
    case 'End':
      return move(at.row, at.columns - 1);
  }
  if (press.key === 'Escape') return { kind: 'collapse' };
  if ((press.key === 'Delete' || press.key === 'Backspace') && !command && !press.altKey)
    return { kind: 'clear' };
  if (!cell.editable) return { kind: 'none' };
  if (press.key === 'Enter' || press.key === 'F2') return { kind: 'edit', preventDefault: true };
  const printable = press.key.length === 1 && !press.ctrlKey && !press.metaKey && !press.altKey;
  if (printable && cell.kind !== 'select' && cell.kind !== 'date')
    return { kind: 'edit', draft: press.key, preventDefault: true };
  return { kind: 'none' };
}
