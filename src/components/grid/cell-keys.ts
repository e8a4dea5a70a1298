import type { CellKind } from './types';

/** What a key pressed on a selected (not editing) cell asks for. */
export type CellKeyCommand =
  | { kind: 'move'; row: number; column: number }
  | { kind: 'edit'; draft?: string; preventDefault: boolean }
  | { kind: 'none' };

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * Spreadsheet keys on a selected cell at (row, column) of a rows x columns table: arrows and
 * Home / End move (clamped to the table); on an editable cell Enter / F2 open the editor, a
 * printable character opens it with that character (not on select and date cells, which have no
 * text to type into), and an IME composition opens it without a draft so the composition
 * continues in the editor. Nothing else is the grid's.
 */
export function cellKeyCommand(
  press: KeyPress,
  at: { row: number; column: number; rows: number; columns: number },
  cell: { kind: CellKind; editable: boolean },
  isImeComposition: boolean,
): CellKeyCommand {
  const clamp = (value: number, size: number) => Math.max(0, Math.min(size - 1, value));
  const move = (row: number, column: number): CellKeyCommand => ({
    kind: 'move',
    row: clamp(row, at.rows),
    column: clamp(column, at.columns),
  });
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
  if (!cell.editable) return { kind: 'none' };
  if (isImeComposition) return { kind: 'edit', preventDefault: false };
  if (press.key === 'Enter' || press.key === 'F2') return { kind: 'edit', preventDefault: true };
  const printable = press.key.length === 1 && !press.ctrlKey && !press.metaKey && !press.altKey;
  if (printable && cell.kind !== 'select' && cell.kind !== 'date')
    return { kind: 'edit', draft: press.key, preventDefault: true };
  return { kind: 'none' };
}
