import { expect, test } from 'vitest';
import { DataError } from '../errors';
import { deleteField, increment, serverTimestamp } from '../field-values';
import type { DataStore } from '../types';
import { idsOf } from './recorder';

export type MakeStore = () => Promise<DataStore>;
export type FreshName = (base: string) => string;

const invalidArgument = (error: unknown) =>
  error instanceof DataError && error.code === 'invalid-argument';

/**
 * Cases where the local adapter once disagreed with Firestore. Firestore's behaviour is the
 * contract (with `ignoreUndefinedProperties`, which the Firebase adapter turns on).
 */
export function divergenceContract(makeStore: MakeStore, fresh: FreshName): void {
  test('undefined values are left out: update and merge keep the field, set drops it, lists get null; a map of only undefined is an empty map', async () => {
    const store = await makeStore();
    const collection = fresh('undef');
    await store.set(collection, 'u', { x: 1, y: 1, keep: 'k', nested: { a: 1 } });
    await store.update(collection, 'u', { x: undefined, y: 2 });
    await store.set(
      collection,
      'u',
      { keep: undefined, nested: { a: undefined }, deep: { inner: { a: undefined } } },
      { merge: true },
    );
    // Seen on the Firestore emulator: the SDK leaves `a` out, so the merge writes an empty map,
    // which replaces the stored one (as a merge with `{}` does).
    expect((await store.get(collection, 'u'))!.data).toEqual({
      x: 1,
      y: 2,
      keep: 'k',
      nested: {},
      deep: { inner: {} },
    });
    await store.set(collection, 'v', { a: 1, b: undefined, map: { c: undefined, d: 2 } });
    expect((await store.get(collection, 'v'))!.data).toEqual({ a: 1, map: { d: 2 } });
    await store.set(collection, 'w', { list: [1, undefined, 3] });
    expect((await store.get(collection, 'w'))!.data).toEqual({ list: [1, null, 3] });
  });

  test('descending order breaks ties by id descending, ascending by id ascending', async () => {
    const store = await makeStore();
    const collection = fresh('ties');
    for (const id of ['b', 'a', 'c']) await store.set(collection, id, { rank: 1 });
    await store.set(collection, 'z', { rank: 0 });
    expect(idsOf(await store.query(collection, { orderBy: { field: 'rank' } }))).toEqual([
      'z',
      'a',
      'b',
      'c',
    ]);
    expect(
      idsOf(await store.query(collection, { orderBy: { field: 'rank', direction: 'desc' } })),
    ).toEqual(['c', 'b', 'a', 'z']);
  });

  test("mixed types order by Firestore's type order: null, booleans, numbers, dates, strings, lists, maps", async () => {
    const store = await makeStore();
    const collection = fresh('mixed');
    const values: Record<string, unknown> = {
      m: { a: 1 },
      l: [1, 2],
      s: '10',
      s2: 'B',
      d: new Date('2026-01-01T00:00:00Z'),
      n2: 10,
      n1: -1.5,
      t: true,
      f: false,
      z: null,
    };
    for (const [id, value] of Object.entries(values)) await store.set(collection, id, { v: value });
    expect(idsOf(await store.query(collection, { orderBy: { field: 'v' } }))).toEqual([
      'z',
      'f',
      't',
      'n1',
      'n2',
      'd',
      's',
      's2',
      'l',
      'm',
    ]);
  });

  test('where and orderBy accept dotted field paths into maps', async () => {
    const store = await makeStore();
    const collection = fresh('paths');
    await store.set(collection, 'a', { contact: { city: '東京', rank: 2 } });
    await store.set(collection, 'b', { contact: { city: '東京', rank: 1 } });
    await store.set(collection, 'c', { contact: { city: '大阪', rank: 0 } });
    await store.set(collection, 'd', { contact: 'none' });
    expect(
      idsOf(
        await store.query(collection, {
          where: [{ field: 'contact.city', value: '東京' }],
          orderBy: { field: 'contact.rank' },
        }),
      ),
    ).toEqual(['b', 'a']);
    expect(idsOf(await store.query(collection, { orderBy: { field: 'contact.rank' } }))).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  test('deleteField is refused in a set without merge and nested in an update value, and nothing is written', async () => {
    const store = await makeStore();
    const collection = fresh('deletes');
    await store.set(collection, 'd', { a: 1, map: { b: 2, c: 3 } });
    await expect(store.set(collection, 'd', { a: deleteField() })).rejects.toSatisfy(
      invalidArgument,
    );
    await expect(store.set(collection, 'd', { map: { b: deleteField() } })).rejects.toSatisfy(
      invalidArgument,
    );
    await expect(store.update(collection, 'd', { map: { b: deleteField() } })).rejects.toSatisfy(
      invalidArgument,
    );
    await expect(store.update(collection, 'd', { list: [serverTimestamp()] })).rejects.toSatisfy(
      invalidArgument,
    );
    expect((await store.get(collection, 'd'))!.data).toEqual({ a: 1, map: { b: 2, c: 3 } });
  });

  test('deleteField works at the top of an update (dotted too) and anywhere in a merge', async () => {
    const store = await makeStore();
    const collection = fresh('deletes');
    await store.set(collection, 'd', { a: 1, map: { b: 2, c: 3 }, other: { x: 1, y: 2 } });
    await store.update(collection, 'd', { 'map.b': deleteField(), 'missing.deep': deleteField() });
    await store.set(collection, 'd', { other: { x: deleteField() } }, { merge: true });
    expect((await store.get(collection, 'd'))!.data).toEqual({
      a: 1,
      map: { c: 3 },
      other: { y: 2 },
    });
  });

  test('set with merge and serverTimestamp keeps the other fields', async () => {
    const store = await makeStore();
    const collection = fresh('merge');
    await store.set(collection, 'common', { footer: '本文', createdAt: new Date('2026-01-01') });
    await store.set(
      collection,
      'common',
      { footer: '新しい本文', updatedAt: serverTimestamp() },
      { merge: true },
    );
    const data = (await store.get(collection, 'common'))!.data;
    expect(data.footer).toBe('新しい本文');
    expect(data.createdAt).toBeInstanceOf(Date);
    expect(data.updatedAt).toBeInstanceOf(Date);
    await store.set(collection, 'fresh', { createdAt: serverTimestamp(), n: 1 }, { merge: true });
    expect((await store.get(collection, 'fresh'))!.data.createdAt).toBeInstanceOf(Date);
  });

  test('a merge with an empty map replaces the stored map', async () => {
    const store = await makeStore();
    const collection = fresh('merge');
    await store.set(collection, 'm', { map: { a: 1 }, keep: true });
    await store.set(collection, 'm', { map: {} }, { merge: true });
    expect((await store.get(collection, 'm'))!.data).toEqual({ map: {}, keep: true });
  });

  test('a dotted update can carry a map with serverTimestamp and increment inside', async () => {
    const store = await makeStore();
    const collection = fresh('nested');
    await store.set(collection, 's', { summaries: { q1: { text: 'a' } }, counts: { x: 1 } });
    await store.update(collection, 's', {
      'summaries.q2': { text: 'b', updatedAt: serverTimestamp() },
      'counts.x': increment(2),
    });
    const data = (await store.get(collection, 's'))!.data as {
      summaries: Record<string, { text: string; updatedAt?: unknown }>;
      counts: { x: number };
    };
    expect(data.summaries.q1).toEqual({ text: 'a' });
    expect(data.summaries.q2!.text).toBe('b');
    expect(data.summaries.q2!.updatedAt).toBeInstanceOf(Date);
    expect(data.counts.x).toBe(3);
  });
}
