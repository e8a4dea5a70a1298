import { runDataStoreContract } from '../contract/data-store-contract';
import { DataError } from '../errors';
import { openLocalDatabase } from './local-database';
import { LocalDataStore } from './local-data-store';

let databases = 0;

runDataStoreContract('local (IndexedDB)', async () => {
  databases += 1;
  return new LocalDataStore(await openLocalDatabase(`contract-${databases}`));
});

test('onAdd triggers run after a document is added, with the stored data', async () => {
  const store = new LocalDataStore(await openLocalDatabase('trigger-test'));
  const seen: string[] = [];
  store.onAdd('responses', async (target, doc) => {
    seen.push(String(doc.data.surveyId));
    await target.set('surveyStats', String(doc.data.surveyId), { count: 1 }, { merge: true });
  });
  await store.add('responses', { surveyId: 's1' });
  expect(seen).toEqual(['s1']);
  expect((await store.get('surveyStats', 's1'))?.data).toEqual({ count: 1 });
});

test('a failing trigger is logged, and add still resolves with the id of the stored document', async () => {
  const store = new LocalDataStore(await openLocalDatabase('trigger-failure-test'));
  store.onAdd('responses', () => Promise.reject(new Error('statistics failed')));
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const id = await store.add('responses', { surveyId: 's1' });
    expect((await store.get('responses', id))?.data).toEqual({ surveyId: 's1' });
    expect(logged).toHaveLength(1);
  } finally {
    console.error = original;
  }
});

test('onWrite triggers see every commit of their collection once, with each document before and after', async () => {
  const store = new LocalDataStore(await openLocalDatabase('write-trigger-test'));
  const seen: { id: string; before: unknown; after: unknown }[][] = [];
  store.onWrite('rows', async (_, changes) => {
    seen.push(changes.map(({ id, before, after }) => ({ id, before, after })));
  });
  await store.set('rows', 'a', { n: 1 });
  await store.update('rows', 'a', { n: 2 });
  await store.set('other', 'x', { n: 0 });
  await store.batchWrite([
    { kind: 'set', collection: 'rows', id: 'b', data: { n: 1 } },
    { kind: 'update', collection: 'rows', id: 'a', data: { n: 3 } },
    { kind: 'update', collection: 'rows', id: 'a', data: { n: 4 } },
    { kind: 'set', collection: 'other', id: 'y', data: { n: 0 } },
  ]);
  await store.runTransaction(async (tx) => {
    await tx.get('rows', 'b');
    tx.delete('rows', 'b');
  });
  await store.delete('rows', 'a');
  expect(seen).toEqual([
    [{ id: 'a', before: null, after: { n: 1 } }],
    [{ id: 'a', before: { n: 1 }, after: { n: 2 } }],
    [
      { id: 'b', before: null, after: { n: 1 } },
      // Two writes to one document in one batch: one change, first before to last after.
      { id: 'a', before: { n: 2 }, after: { n: 4 } },
    ],
    [{ id: 'b', before: { n: 1 }, after: null }],
    [{ id: 'a', before: { n: 4 }, after: null }],
  ]);
});

test('a failing write trigger is logged and the write still resolves', async () => {
  const store = new LocalDataStore(await openLocalDatabase('write-trigger-failure-test'));
  store.onWrite('rows', () => Promise.reject(new Error('history failed')));
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await store.set('rows', 'a', { n: 1 });
    expect((await store.get('rows', 'a'))?.data).toEqual({ n: 1 });
    expect(error).toHaveBeenCalledTimes(1);
  } finally {
    error.mockRestore();
  }
});

test('a burst of writes reaches a subscriber as one delivery', async () => {
  const store = new LocalDataStore(await openLocalDatabase('burst-test'));
  const sizes: number[] = [];
  const stop = store.subscribe(
    'rows',
    {},
    (docs) => sizes.push(docs.length),
    (error) => {
      throw error;
    },
  );
  await vi.waitFor(() => expect(sizes).toEqual([0]));
  await Promise.all(Array.from({ length: 20 }, (_, i) => store.set('rows', `r${i}`, { i })));
  await vi.waitFor(() => expect(sizes.at(-1)).toBe(20));
  // Twenty commits, at most two deliveries (one frame may fall between the commits).
  expect(sizes.length - 1).toBeLessThanOrEqual(2);
  stop();
});

test('local deliveries never report pending writes', async () => {
  const store = new LocalDataStore(await openLocalDatabase('pending-test'));
  const pending: boolean[] = [];
  const stop = store.subscribe(
    'rows',
    {},
    (_docs, changes) => pending.push(changes.hasPendingWrites),
    (error) => {
      throw error;
    },
  );
  await store.set('rows', 'a', { n: 1 });
  await vi.waitFor(() => expect(pending).toHaveLength(2));
  expect(pending).toEqual([false, false]);
  stop();
});

test('a read failure reaches the error callback of a live query and of a live document', async () => {
  const db = await openLocalDatabase('closed-test');
  const store = new LocalDataStore(db);
  db.close();
  const errors: Error[] = [];
  store.subscribe(
    'rows',
    {},
    () => undefined,
    (error) => errors.push(error),
  );
  store.subscribeDoc(
    'rows',
    'a',
    () => undefined,
    (error) => errors.push(error),
  );
  await vi.waitFor(() => expect(errors).toHaveLength(2));
  expect(errors.every((error) => error instanceof DataError && error.code === 'unavailable')).toBe(
    true,
  );
});

test('two tabs (two connections) see each other’s writes and their transactions do not lose updates', async () => {
  const tabA = new LocalDataStore(await openLocalDatabase('two-tabs'));
  const tabB = new LocalDataStore(await openLocalDatabase('two-tabs'));
  const seenInB: number[] = [];
  const stop = tabB.subscribeDoc(
    'lists',
    'l',
    (doc) => seenInB.push(Number(doc?.data.n ?? -1)),
    (error) => {
      throw error;
    },
  );
  await tabA.set('lists', 'l', { n: 0 });
  const bump = (store: LocalDataStore) =>
    store.runTransaction(async (tx) => {
      const doc = await tx.get('lists', 'l');
      tx.update('lists', 'l', { n: Number(doc!.data.n) + 1 });
    });
  await Promise.all([bump(tabA), bump(tabB), bump(tabA), bump(tabB)]);
  expect((await tabA.get('lists', 'l'))!.data.n).toBe(4);
  await vi.waitFor(() => expect(seenInB.at(-1)).toBe(4));
  stop();
});

test('a transaction that keeps losing to other writers gives up with aborted', async () => {
  const store = new LocalDataStore(await openLocalDatabase('aborted-test'));
  await store.set('rows', 'a', { n: 0 });
  let runs = 0;
  await expect(
    store.runTransaction(async (tx) => {
      runs += 1;
      const doc = await tx.get('rows', 'a');
      // Someone else writes between this read and the commit, every time.
      await store.update('rows', 'a', { n: Number(doc!.data.n) + 100 });
      tx.update('rows', 'a', { n: -1 });
    }),
  ).rejects.toSatisfy((error) => error instanceof DataError && error.code === 'aborted');
  expect(runs).toBe(5);
  expect((await store.get('rows', 'a'))!.data.n).toBe(500);
});
