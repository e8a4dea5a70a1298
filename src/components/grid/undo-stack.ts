/** One saved cell edit that can be written back. */
export interface CellEdit {
  rowId: string;
  columnId: string;
  before: string;
  after: string;
}

/** One undo step: the cells one action changed (one for a cell edit, many for a paste or fill). */
export type UndoStep = readonly CellEdit[];

export const UNDO_LIMIT = 20;

/** Newest last; the oldest falls off past the limit. */
export function pushStep(
  stack: readonly UndoStep[],
  step: UndoStep,
  limit = UNDO_LIMIT,
): UndoStep[] {
  const next = [...stack, step];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** The step to undo and the stack without it; null when there is nothing to undo. */
export function popStep(stack: readonly UndoStep[]): { step: UndoStep; rest: UndoStep[] } | null {
  const step = stack.at(-1);
  return step ? { step, rest: stack.slice(0, -1) } : null;
}
