import type { QueryOptions, StoredDocument } from '../types';

function comparable(value: unknown): number | string | boolean {
  if (value instanceof Date) return value.getTime();
  return value as number | string | boolean;
}

function equals(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

/**
 * Firestore's query semantics for the subset we use: equality filters, one ordering and
 * a limit. Like Firestore, ordering by a field leaves out documents that lack that field.
 */
export function queryDocs(
  docs: readonly StoredDocument[],
  options: QueryOptions = {},
): StoredDocument[] {
  let result = docs.filter((doc) =>
    (options.where ?? []).every((filter) => equals(doc.data[filter.field], filter.value)),
  );
  const order = options.orderBy;
  if (order) {
    const direction = order.direction === 'desc' ? -1 : 1;
    result = result
      .filter((doc) => doc.data[order.field] !== undefined)
      .sort((a, b) => {
        const left = comparable(a.data[order.field]);
        const right = comparable(b.data[order.field]);
        if (left === right) return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
        return (left < right ? -1 : 1) * direction;
      });
  }
  if (options.limit !== undefined) result = result.slice(0, options.limit);
  return result;
}
