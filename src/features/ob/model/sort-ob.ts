import type { ObCustomer, ObSort, ObSortKey } from './types';

const collator = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

type RankedKey = Exclude<ObSortKey, 'createdAt'> | 'id';

/**
 * Each distinct value's place in collation order, per column. The collator is slow (ICU), so a
 * sort compares integer ranks instead: one collation sort of the distinct values, reused while
 * every value in the rows already has a rank (a toggle, a filter change, a delivery that changed
 * other columns). Ranks of values no longer present do no harm: the order among the rest holds.
 */
const rankCache = new Map<RankedKey, Map<string, number>>();

function ranksOf(rows: readonly ObCustomer[], key: RankedKey): Map<string, number> {
  const cached = rankCache.get(key);
  if (cached && cached.size <= 2 * rows.length + 64 && rows.every((row) => cached.has(row[key]))) {
    return cached;
  }
  const values = [...new Set(rows.map((row) => row[key]))].sort(collator.compare);
  const ranks = new Map(values.map((value, index) => [value, index]));
  rankCache.set(key, ranks);
  return ranks;
}

/** Rows sorted by one column; ties keep a stable order by id so rows never jump on re-render. */
export function sortObCustomers(rows: readonly ObCustomer[], sort: ObSort): ObCustomer[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const idRanks = ranksOf(rows, 'id');
  const { key } = sort;
  const valueRanks = key === 'createdAt' ? null : ranksOf(rows, key);
  const decorated = rows.map((row) => ({
    row,
    id: idRanks.get(row.id)!,
    // Unset values ('未設定') sort after every set value in both directions, where a user
    // scanning a sorted column expects them; createdAt: unset counts as the oldest.
    unset: key !== 'createdAt' && !row[key],
    value: key === 'createdAt' ? (row.createdAt?.getTime() ?? 0) : valueRanks!.get(row[key])!,
  }));
  decorated.sort((a, b) => {
    if (a.unset !== b.unset) return a.unset ? 1 : -1;
    return (a.unset ? 0 : sign * (a.value - b.value)) || a.id - b.id;
  });
  return decorated.map((entry) => entry.row);
}

/** Clicking a header: the same column toggles direction; another column starts ascending. */
export function toggleSort(current: ObSort, key: ObSortKey): ObSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}
