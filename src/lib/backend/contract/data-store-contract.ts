import { describe, expect, test } from 'vitest';
import { DataError } from '../errors';
import { deleteField, increment, serverTimestamp } from '../field-values';
import type { DataStore, StoredDocument } from '../types';
import { divergenceContract } from './divergences-contract';
import { liveContract } from './live-contract';
import { transactionContract } from './transaction-contract';

/**
 * The behaviour every DataStore adapter must share. Run against `local` in `npm test` and
 * against the Firestore emulator in `npm run test:emulators`. Each test gets a fresh
 * collection name so adapters with shared state (an emulator) do not interfere. The cases
 * are grouped by theme in the files beside this one; this is the one entry point.
 */
export function runDataStoreContract(
  adapterName: string,
  makeStore: () => Promise<DataStore>,
): void {
  let counter = 0;
  const fresh = (base: string) => `${base}_${Date.now().toString(36)}_${(counter += 1)}`;

  describe(`DataStore contract: ${adapterName}`, () => {
    test('get returns null for a missing document and the stored data for an existing one', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      expect(await store.get(collection, 'missing')).toBeNull();
      await store.set(collection, 'a', {
        title: 'アンケート',
        count: 2,
        tags: ['x', 'y'],
        nested: { ok: true },
      });
      const doc = await store.get(collection, 'a');
      expect(doc).toEqual({
        id: 'a',
        data: { title: 'アンケート', count: 2, tags: ['x', 'y'], nested: { ok: true } },
      });
    });

    test('add returns a new unguessable id each time', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      const first = await store.add(collection, { n: 1 });
      const second = await store.add(collection, { n: 2 });
      expect(first).not.toBe(second);
      expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
      expect((await store.get(collection, second))?.data).toEqual({ n: 2 });
    });

    test('add with alongside writes beside the new document, named from its id, at once', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      const counters = fresh('counters');
      const claims = fresh('claims');
      const beside = (id: string) => [
        { collection: counters, id: 'c', data: { count: increment(1) }, merge: true },
        { collection: claims, id: 'c', data: { by: id } },
      ];
      const first = await store.add(collection, { n: 1 }, { alongside: beside });
      expect((await store.get(counters, 'c'))?.data).toEqual({ count: 1 });
      expect((await store.get(claims, 'c'))?.data).toEqual({ by: first });
      const second = await store.add(collection, { n: 2 }, { alongside: beside });
      expect((await store.get(counters, 'c'))?.data).toEqual({ count: 2 });
      expect((await store.get(claims, 'c'))?.data).toEqual({ by: second });
      expect((await store.get(collection, second))?.data).toEqual({ n: 2 });
    });

    test('dates round-trip as Date, also inside maps', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      const when = new Date('2026-11-22T03:04:05.000Z');
      await store.set(collection, 'd', { at: when, summaries: { q1: { updatedAt: when } } });
      const data = (await store.get(collection, 'd'))!.data;
      expect(data.at).toBeInstanceOf(Date);
      expect((data.at as Date).toISOString()).toBe(when.toISOString());
      const nested = (data.summaries as Record<string, { updatedAt: Date }>).q1!.updatedAt;
      expect(nested).toBeInstanceOf(Date);
      expect(nested.toISOString()).toBe(when.toISOString());
    });

    test('serverTimestamp writes the store time as a Date', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      const before = Date.now() - 60_000;
      await store.set(collection, 't', { createdAt: serverTimestamp() });
      const createdAt = (await store.get(collection, 't'))!.data.createdAt;
      expect(createdAt).toBeInstanceOf(Date);
      expect((createdAt as Date).getTime()).toBeGreaterThan(before);
    });

    test('set replaces the document unless merge is asked for, and merge is deep', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      await store.set(collection, 's', { a: 1, b: 2, map: { x: 1, y: 2 } });
      await store.set(collection, 's', { map: { y: 3 } }, { merge: true });
      expect((await store.get(collection, 's'))!.data).toEqual({ a: 1, b: 2, map: { x: 1, y: 3 } });
      await store.set(collection, 's', { c: 3 });
      expect((await store.get(collection, 's'))!.data).toEqual({ c: 3 });
    });

    test('update changes named fields, accepts dotted paths, and fails when the document is absent', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      await store.set(collection, 'u', {
        title: 'old',
        keep: true,
        summaries: { q1: { text: 'a' } },
      });
      await store.update(collection, 'u', { title: 'new', 'summaries.q2': { text: 'b' } });
      expect((await store.get(collection, 'u'))!.data).toEqual({
        title: 'new',
        keep: true,
        summaries: { q1: { text: 'a' }, q2: { text: 'b' } },
      });
      await expect(store.update(collection, 'absent', { title: 'x' })).rejects.toSatisfy(
        (error: unknown) => error instanceof DataError && error.code === 'not-found',
      );
    });

    test('increment adds to a number and starts from zero when missing', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      await store.set(collection, 'c', { responseCount: 2 });
      await store.update(collection, 'c', { responseCount: increment(1), other: increment(5) });
      const data = (await store.get(collection, 'c'))!.data;
      expect(data.responseCount).toBe(3);
      expect(data.other).toBe(5);
    });

    test('deleteField removes a field', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      await store.set(collection, 'x', { closedAt: new Date(), status: 'closed' });
      await store.update(collection, 'x', { closedAt: deleteField(), status: 'published' });
      expect((await store.get(collection, 'x'))!.data).toEqual({ status: 'published' });
    });

    test('delete removes the document', async () => {
      const store = await makeStore();
      const collection = fresh('items');
      await store.set(collection, 'gone', { a: 1 });
      await store.delete(collection, 'gone');
      expect(await store.get(collection, 'gone')).toBeNull();
    });

    test('query filters by equality, orders, limits, and leaves out documents without the order field', async () => {
      const store = await makeStore();
      const collection = fresh('responses');
      await store.set(collection, 'r1', { surveyId: 's1', at: new Date('2026-01-01T00:00:00Z') });
      await store.set(collection, 'r2', { surveyId: 's1', at: new Date('2026-03-01T00:00:00Z') });
      await store.set(collection, 'r3', { surveyId: 's2', at: new Date('2026-02-01T00:00:00Z') });
      await store.set(collection, 'r4', { surveyId: 's1' });
      const ids = (docs: StoredDocument[]) => docs.map((doc) => doc.id);
      expect(
        ids(await store.query(collection, { where: [{ field: 'surveyId', value: 's1' }] })).sort(),
      ).toEqual(['r1', 'r2', 'r4']);
      expect(
        ids(await store.query(collection, { orderBy: { field: 'at', direction: 'desc' } })),
      ).toEqual(['r2', 'r3', 'r1']);
      expect(ids(await store.query(collection, { orderBy: { field: 'at' }, limit: 2 }))).toEqual([
        'r1',
        'r3',
      ]);
      expect(await store.query(fresh('empty'))).toEqual([]);
    });

    test('startAfter pages through an ordered query, ties broken by document id', async () => {
      const store = await makeStore();
      const collection = fresh('paged');
      const same = new Date('2026-02-01T00:00:00Z');
      for (const [id, at] of [
        ['a', new Date('2026-01-01T00:00:00Z')],
        ['b', same],
        ['c', same],
        ['d', new Date('2026-03-01T00:00:00Z')],
        ['e', same],
      ] as const)
        await store.set(collection, id, { surveyId: 's1', at });
      await store.set(collection, 'x', { surveyId: 's2', at: same });
      const options = {
        where: [{ field: 'surveyId', value: 's1' }],
        orderBy: { field: 'at', direction: 'desc' as const },
        limit: 2,
      };
      const seen: string[] = [];
      let page = await store.query(collection, options);
      while (page.length > 0) {
        seen.push(...page.map((doc) => doc.id));
        page = await store.query(collection, { ...options, startAfter: page.at(-1)! });
      }
      // Newest first; the three of the same time by id, descending as the order is.
      expect(seen).toEqual(['d', 'e', 'c', 'b', 'a']);
    });

    test('batchWrite applies sets, updates and deletes together', async () => {
      const store = await makeStore();
      const collection = fresh('rows');
      await store.set(collection, 'old', { n: 0 });
      await store.set(collection, 'edit', { n: 1 });
      await store.batchWrite([
        { kind: 'set', collection, data: { n: 2 } },
        { kind: 'set', collection, id: 'fixed', data: { n: 3 } },
        { kind: 'update', collection, id: 'edit', data: { n: 10 } },
        { kind: 'delete', collection, id: 'old' },
      ]);
      const docs = await store.query(collection);
      expect(docs.map((doc) => doc.data.n).sort((a, b) => Number(a) - Number(b))).toEqual([
        2, 3, 10,
      ]);
      expect(await store.get(collection, 'old')).toBeNull();
    });

    test('subscribe delivers the current result and every later change until unsubscribed', async () => {
      const store = await makeStore();
      const collection = fresh('live');
      const seen: string[][] = [];
      let resolveNext: (() => void) | null = null;
      const nextDelivery = () => new Promise<void>((resolve) => (resolveNext = resolve));
      let waiting = nextDelivery();
      const unsubscribe = store.subscribe(
        collection,
        { orderBy: { field: 'n' } },
        (docs) => {
          seen.push(docs.map((doc) => doc.id));
          resolveNext?.();
        },
        (error) => {
          throw error;
        },
      );
      await waiting;
      expect(seen.at(-1)).toEqual([]);
      waiting = nextDelivery();
      await store.set(collection, 'a', { n: 1 });
      await waiting;
      while (seen.at(-1)?.length !== 1) {
        waiting = nextDelivery();
        await waiting;
      }
      expect(seen.at(-1)).toEqual(['a']);
      unsubscribe();
      const count = seen.length;
      await store.set(collection, 'b', { n: 2 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen.length).toBe(count);
    });

    divergenceContract(makeStore, fresh);
    liveContract(makeStore, fresh);
    transactionContract(makeStore, fresh);
  });
}
