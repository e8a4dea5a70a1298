/** A customer table's order: a text field, or 'createdAt' (the default, newest first). */
export interface RowSort<Key extends string = string> {
  key: Key | 'createdAt';
  direction: 'asc' | 'desc';
}

/** What a sortable row has: an id (ties) and when it was added (the default order). */
type SortableRow = { id: string; createdAt: Date | null };

export const DEFAULT_SORT: RowSort<never> = { key: 'createdAt', direction: 'desc' };

const collator = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

/** A row's value of a sortable column, as text (the id for 'id'). */
const textOf = (row: SortableRow, key: string): string => {
  const value = (row as unknown as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/**
 * A sort for one table's rows: rows sorted by one column (Japanese collation, numbers by value);
 * ties keep a stable order by id so rows never jump on re-render. Each table gets its own caches.
 */
export function rowSorter<Row extends SortableRow>() {
  /**
   * Each distinct value's place in collation order, per column. The collator is slow (ICU), so a
   * sort compares integer ranks instead: one collation sort of the distinct values, reused while
   * every value in the rows already has a rank (a toggle, a filter change, a delivery that changed
   * other columns). Ranks of values no longer present do no harm: the order among the rest holds.
   */
  const rankCache = new Map<string, Map<string, number>>();

  function ranksOf(rows: readonly Row[], key: string): Map<string, number> {
    const cached = rankCache.get(key);
    if (
      cached &&
      cached.size <= 2 * rows.length + 64 &&
      rows.every((row) => cached.has(textOf(row, key)))
    ) {
      return cached;
    }
    const values = [...new Set(rows.map((row) => textOf(row, key)))].sort(collator.compare);
    const ranks = new Map(values.map((value, index) => [value, index]));
    rankCache.set(key, ranks);
    return ranks;
  }

  interface Ranked {
    row: Row;
    unset: boolean;
    value: number;
    id: number;
  }

  /** The last ascending order per column of a rows array: a toggle to descending reuses it. */
  const ascendingCache = new WeakMap<readonly Row[], Map<string, Ranked[]>>();

  function ascending(rows: readonly Row[], key: string): Ranked[] {
    const byKey = ascendingCache.get(rows) ?? new Map<string, Ranked[]>();
    ascendingCache.set(rows, byKey);
    const cached = byKey.get(key);
    if (cached) return cached;
    const idRanks = ranksOf(rows, 'id');
    const valueRanks = key === 'createdAt' ? null : ranksOf(rows, key);
    const ranked = rows.map((row) => ({
      row,
      // Unset values ('未設定') sort after every set value in both directions, where a user
      // scanning a sorted column expects them; createdAt: unset counts as the oldest.
      unset: key !== 'createdAt' && !textOf(row, key),
      value:
        key === 'createdAt' ? (row.createdAt?.getTime() ?? 0) : valueRanks!.get(textOf(row, key))!,
      id: idRanks.get(row.id)!,
    }));
    ranked.sort((a, b) => {
      if (a.unset !== b.unset) return a.unset ? 1 : -1;
      return (a.unset ? 0 : a.value - b.value) || a.id - b.id;
    });
    byKey.set(key, ranked);
    return ranked;
  }

  return function sortRows(rows: readonly Row[], sort: RowSort): Row[] {
    const asc = ascending(rows, sort.key);
    if (sort.direction === 'asc') return asc.map((entry) => entry.row);
    // Descending: the runs of equal values in reverse order, each still by id; unset stays last.
    const firstUnset = asc.findIndex((entry) => entry.unset);
    const setEnd = firstUnset === -1 ? asc.length : firstUnset;
    const result: Row[] = [];
    for (let end = setEnd; end > 0;) {
      let start = end - 1;
      while (start > 0 && asc[start - 1]!.value === asc[end - 1]!.value) start -= 1;
      for (let i = start; i < end; i += 1) result.push(asc[i]!.row);
      end = start;
    }
    for (let i = setEnd; i < asc.length; i += 1) result.push(asc[i]!.row);
    return result;
  };
}

/** Clicking a header: the same column toggles direction; another column starts ascending. */
export function toggleSort<Key extends string>(
  current: RowSort<Key>,
  key: Key | 'createdAt',
): RowSort<Key> {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}
