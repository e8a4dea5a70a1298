/** One saved cell edit that can be written back. */
export interface CellEdit {
  rowId: string;
  columnId: string;
  before: string;
  after: string;
}

export const UNDO_LIMIT = 20;

/** Newest last; the oldest falls off past the limit. */
export function pushEdit(
  stack: readonly CellEdit[],
  edit: CellEdit,
  limit = UNDO_LIMIT,
): CellEdit[] {
  const next = [...stack, edit];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** The edit to undo and the stack without it; null when there is nothing to undo. */
export function popEdit(stack: readonly CellEdit[]): { edit: CellEdit; rest: CellEdit[] } | null {
  const edit = stack.at(-1);
  return edit ? { edit, rest: stack.slice(0, -1) } : null;
}
