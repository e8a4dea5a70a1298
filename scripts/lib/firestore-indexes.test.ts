import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  appQueries,
  functionQueries,
  neededIndex,
  serves,
  type DeclaredIndex,
  type FoundQuery,
} from './firestore-queries';

// Every query the app and the functions make (read from the code by the compiler) that needs a
// composite index has one in firestore.indexes.json, which `firebase deploy` creates.
const declared = (
  JSON.parse(readFileSync(`${import.meta.dirname}/../../firestore.indexes.json`, 'utf8')) as {
    indexes: DeclaredIndex[];
  }
).indexes;

const served = (query: FoundQuery) => {
  const needed = neededIndex(query);
  if (!needed) return true;
  return declared.some((index) =>
    serves(index, query.collection ?? '', needed, query.equalities.length),
  );
};

let queries: FoundQuery[] = [];

beforeAll(() => {
  queries = [...appQueries(), ...functionQueries()];
}, 60_000);

test('the inventory finds the queries we know of, from both the app and the functions', () => {
  const where = (collection: string) =>
    queries.filter((query) => query.collection === collection).map((query) => query.at);
  expect(where('customer_history').some((at) => at.startsWith('src/'))).toBe(true);
  expect(where('responses').some((at) => at.startsWith('src/'))).toBe(true);
  expect(where('surveys').some((at) => at.startsWith('functions/src/'))).toBe(true);
  expect(queries.length).toBeGreaterThanOrEqual(15);
});

test('every query that needs a composite index has it in firestore.indexes.json', () => {
  const missing = queries
    .filter((query) => !served(query))
    .map((query) => `${query.at} ${query.collection}: ${JSON.stringify(neededIndex(query))}`);
  expect(missing).toEqual([]);
});

test('a query that needs an index is never left unread (its collection and fields are literals)', () => {
  const unread = queries
    .filter((query) => neededIndex(query) && (query.collection === null || query.unresolved.length))
    .map((query) => `${query.at}: ${query.unresolved.join(', ') || 'collection'}`);
  expect(unread).toEqual([]);
  // Any query whose filters could not be read at all would hide an index: none may exist. A
  // query of one filter or one order needs none, whatever its field and collection (the
  // reminders' query on a table's watched date reads both from the rule).
  expect(
    queries
      .filter((query) => query.unresolved.length && query.clauses > 1)
      .map((query) => query.at),
  ).toEqual([]);
});

describe('which index a query needs', () => {
  const query = (over: Partial<FoundQuery>): FoundQuery => ({
    at: 'x',
    collection: 'c',
    equalities: [],
    range: null,
    orderBy: [],
    unresolved: [],
    clauses: 1,
    ...over,
  });

  test('one field, or equality filters only, need none', () => {
    expect(neededIndex(query({ orderBy: [{ field: 'a', direction: 'DESCENDING' }] }))).toBeNull();
    expect(neededIndex(query({ equalities: ['a', 'b'] }))).toBeNull();
    expect(
      neededIndex(query({ equalities: ['a'], orderBy: [{ field: 'a', direction: 'ASCENDING' }] })),
    ).toBeNull();
  });

  test('equality then order, and equality then range, need one; a missing one is reported', () => {
    const history = query({
      collection: 'customer_history',
      equalities: ['table', 'rowId'],
      orderBy: [{ field: 'at', direction: 'DESCENDING' }],
    });
    expect(neededIndex(history)).toEqual([
      { fieldPath: 'table', order: 'ASCENDING' },
      { fieldPath: 'rowId', order: 'ASCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ]);
    expect(served(history)).toBe(true);
    expect(served({ ...history, orderBy: [{ field: 'at', direction: 'ASCENDING' }] })).toBe(false);
    expect(served({ ...history, equalities: ['table', 'kind'] })).toBe(false);
    expect(served({ ...history, collection: 'sa_list' })).toBe(false);
    const closing = query({ collection: 'surveys', equalities: ['status'], range: 'closesAt' });
    expect(neededIndex(closing)).toEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'closesAt', order: 'ASCENDING' },
    ]);
    expect(served(closing)).toBe(true);
  });
});
