import type { ObCustomer, ObSort, ObSortKey } from './types';

const collator = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

function compareValues(a: ObCustomer, b: ObCustomer, key: ObSortKey): number {
  if (key === 'createdAt') {
    return (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0);
  }
  const left = a[key];
  const right = b[key];
  // Unset values ('未設定') sort after every set value in both directions, where a user
  // scanning a sorted column expects them.
  if (!left || !right) return left ? -1 : right ? 1 : 0;
  return collator.compare(left, right);
}

/** Rows sorted by one column; ties keep a stable order by id so rows never jump on re-render. */
export function sortObCustomers(rows: readonly ObCustomer[], sort: ObSort): ObCustomer[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const unsetLast =
      sort.key !== 'createdAt' && (!a[sort.key] || !b[sort.key])
        ? compareValues(a, b, sort.key)
        : 0;
    if (unsetLast !== 0) return unsetLast;
    return sign * compareValues(a, b, sort.key) || collator.compare(a.id, b.id);
  });
}

/** Clicking a header: the same column toggles direction; another column starts ascending. */
export function toggleSort(current: ObSort, key: ObSortKey): ObSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}
