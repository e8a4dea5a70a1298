/** Where a row stands in the rows of the table's current view, for 前へ / 次へ. */
export interface RowSteps {
  previous: string | null;
  next: string | null;
  /** 1-based position and the view's size; null when the view does not hold the row. */
  at: number | null;
  of: number;
}

/**
 * The neighbours of row `id` in the view's order (its filter and sort); a row the view does not
 * hold (filtered out, or added since) has none.
 */
export function rowSteps(ids: readonly string[], id: string): RowSteps {
  const index = ids.indexOf(id);
  if (index < 0) return { previous: null, next: null, at: null, of: ids.length };
  return {
    previous: ids[index - 1] ?? null,
    next: ids[index + 1] ?? null,
    at: index + 1,
    of: ids.length,
  };
}
