import type { DataStore } from '@/lib/backend';

export interface ReadCount {
  gets: number;
  queries: number;
  /** Documents returned by queries (each is a billed Firestore read). */
  queriedDocs: number;
}

/**
 * Wraps a DataStore and counts its reads, to prove a page's reads do not grow with the
 * number of responses (used by tests and scripts/bench-survey-public.ts).
 */
export function countingStore(inner: DataStore): { store: DataStore; count: ReadCount } {
  const count: ReadCount = { gets: 0, queries: 0, queriedDocs: 0 };
  const store: DataStore = Object.create(inner) as DataStore;
  store.get = async (collection, id) => {
    count.gets += 1;
    return inner.get(collection, id);
  };
  store.query = async (collection, options) => {
    count.queries += 1;
    const docs = await inner.query(collection, options);
    count.queriedDocs += docs.length;
    return docs;
  };
  return { store, count };
}
