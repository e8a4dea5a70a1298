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

interface Ranked {
  row: ObCustomer;
  unset: boolean;
  value: number;
  id: number;
}

/** The last ascending order per column of a rows array: a toggle to descending reuses it. */
const ascendingCache = new WeakMap<readonly ObCustomer[], Map<ObSortKey, Ranked[]>>();

function ascending(rows: readonly ObCustomer[], key: ObSortKey): Ranked[] {
  const byKey = ascendingCache.get(rows) ?? new Map<ObSortKey, Ranked[]>();
  ascendingCache.set(rows, byKey);
  const cached = byKey.get(key);
  if (cached) return cached;
  const idRanks = ranksOf(rows, 'id');
  const valueRanks = key === 'createdAt' ? null : ranksOf(rows, key);
  const ranked = rows.map((row) => ({
    row,
    // Unset values ('未設定') sort after every set value in both directions, where a user
    // scanning a sorted column expects them; createdAt: unset counts as the oldest.
    unset: key !== 'createdAt' && !row[key],
    value: key === 'createdAt' ? (row.createdAt?.getTime() ?? 0) : valueRanks!.get(row[key])!,
    id: idRanks.get(row.id)!,
  }));
  ranked.sort((a, b) => {
    if (a.unset !== b.unset) return a.unset ? 1 : -1;
    return (a.unset ? 0 : a.value - b.value) || a.id - b.id;
  });
  byKey.set(key, ranked);
  return ranked;
}

/** Rows sorted by one column; ties keep a stable order by id so rows never jump on re-render. */
export function sortObCustomers(rows: readonly ObCustomer[], sort: ObSort): ObCustomer[] {
  const asc = ascending(rows, sort.key);
  if (sort.direction === 'asc') return asc.map((entry) => entry.row);
  // Descending: the runs of equal values in reverse order, each still by id; unset stays last.
  const firstUnset = asc.findIndex((entry) => entry.unset);
  const setEnd = firstUnset === -1 ? asc.length : firstUnset;
  const result: ObCustomer[] = [];
  for (let end = setEnd; end > 0;) {
    let start = end - 1;
    while (start > 0 && asc[start - 1]!.value === asc[end - 1]!.value) start -= 1;
    for (let i = start; i < end; i += 1) result.push(asc[i]!.row);
    end = start;
  }
  for (let i = setEnd; i < asc.length; i += 1) result.push(asc[i]!.row);
  return result;
}

/** Clicking a header: the same column toggles direction; another column starts ascending. */
export function toggleSort(current: ObSort, key: ObSortKey): ObSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}
