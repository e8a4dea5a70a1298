import type { DocumentData, QueryOptions, StoredDocument } from '../types';

/** The value at a dotted field path (`'contact.name'`), as Firestore reads field paths. */
function readPath(data: DocumentData, path: string): unknown {
  if (!path.includes('.')) return data[path];
  let cursor: unknown = data;
  for (const key of path.split('.')) {
    if (typeof cursor !== 'object' || cursor === null || Array.isArray(cursor)) return undefined;
    if (cursor instanceof Date) return undefined;
    cursor = (cursor as Record<string, unknown>)[key];
  }
  return cursor;
}

/** Firestore's order of value types: null < booleans < numbers < timestamps < strings < arrays < maps. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 5;
  return 6;
}

/** Strings compare by UTF-8 bytes in Firestore, which is code-point order (not UTF-16 units). */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const left = a.codePointAt(i)!;
    const right = b.codePointAt(i)!;
    if (left !== right) return left < right ? -1 : 1;
    if (left > 0xffff) i += 1;
  }
  return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1;
}

function compareNumbers(a: number, b: number): number {
  // Firestore puts NaN before every other number.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Total order over stored values, the same as Firestore's for the types we store. */
function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  switch (rankA) {
    case 0:
      return 0;
    case 1:
      return a === b ? 0 : a ? 1 : -1;
    case 2:
      return compareNumbers(a as number, b as number);
    case 3:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case 4:
      return compareStrings(a as string, b as string);
    case 5: {
      const left = a as unknown[];
      const right = b as unknown[];
      for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
        const order = compareValues(left[i], right[i]);
        if (order !== 0) return order;
      }
      return compareNumbers(left.length, right.length);
    }
    default: {
      const left = a as Record<string, unknown>;
      const right = b as Record<string, unknown>;
      const leftKeys = Object.keys(left).sort(compareStrings);
      const rightKeys = Object.keys(right).sort(compareStrings);
      for (let i = 0; i < Math.min(leftKeys.length, rightKeys.length); i += 1) {
        const keyOrder = compareStrings(leftKeys[i]!, rightKeys[i]!);
        if (keyOrder !== 0) return keyOrder;
        const order = compareValues(left[leftKeys[i]!], right[rightKeys[i]!]);
        if (order !== 0) return order;
      }
      return compareNumbers(leftKeys.length, rightKeys.length);
    }
  }
}

function equals(a: unknown, b: unknown): boolean {
  if (a === undefined) return false;
  if (typeRank(a) !== typeRank(b)) return false;
  return compareValues(a, b) === 0;
}

/** Whether a document passes the query's equality filters. */
function matchesFilters(doc: StoredDocument, options: QueryOptions): boolean {
  return (options.where ?? []).every((filter) =>
    equals(readPath(doc.data, filter.field), filter.value),
  );
}

/**
 * The query's order as a comparator, or null without `orderBy`. Ties are broken by document
 * id in the direction of the ordering, as Firestore's implicit `__name__` order does.
 */
export function queryComparator(
  options: QueryOptions,
): ((a: StoredDocument, b: StoredDocument) => number) | null {
  const order = options.orderBy;
  if (!order) return null;
  const direction = order.direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const byValue = compareValues(readPath(a.data, order.field), readPath(b.data, order.field));
    return (byValue !== 0 ? byValue : compareStrings(a.id, b.id)) * direction;
  };
}

/** By id ascending: Firestore's order when a query names none. */
export function compareIds(a: StoredDocument, b: StoredDocument): number {
  return compareStrings(a.id, b.id);
}

/** Whether a document belongs in the query's result, before the limit. */
export function inQuery(doc: StoredDocument, options: QueryOptions): boolean {
  if (!matchesFilters(doc, options)) return false;
  // Like Firestore, ordering by a field leaves out documents that lack that field.
  return !options.orderBy || readPath(doc.data, options.orderBy.field) !== undefined;
}

/**
 * Firestore's query semantics for the subset we use: equality filters (dotted paths too), one
 * ordering in Firestore's value order, and a limit.
 */
export function queryDocs(
  docs: readonly StoredDocument[],
  options: QueryOptions = {},
): StoredDocument[] {
  const compare = queryComparator(options) ?? compareIds;
  const after = options.startAfter;
  const result = docs
    .filter((doc) => inQuery(doc, options) && (!after || compare(doc, after) > 0))
    .sort(compare);
  return options.limit !== undefined ? result.slice(0, options.limit) : result;
}
