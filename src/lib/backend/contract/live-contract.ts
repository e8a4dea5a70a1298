import { expect, test } from 'vitest';
import type { FreshName, MakeStore } from './divergences-contract';
import { idsOf, recordDoc, recordQuery } from './recorder';

/** Live queries and documents: change sets, identity of unchanged documents, subscribeDoc. */
export function liveContract(makeStore: MakeStore, fresh: FreshName): void {
  test('subscribe delivers every document as added first, then only what changed', async () => {
    const store = await makeStore();
    const collection = fresh('live');
    for (const [id, n] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      await store.set(collection, id, { n, label: id });
    }
    const live = recordQuery(store, collection, { orderBy: { field: 'n' } });
    try {
      // Waits for the data, never for the server's confirmation of a write: on a busy machine
      // the emulator confirms late, and whether a confirmation is a delivery of its own is the
      // adapter's business (a metadata-only snapshot), not what this case is about.
      const first = await live.next((d) => d.docs.length === 3);
      expect(idsOf(first.docs)).toEqual(['a', 'b', 'c']);
      const added = live.deliveries.flatMap((d) => idsOf(d.changes.added));
      expect(added.sort()).toEqual(['a', 'b', 'c']);

      const seen = live.deliveries.length;
      await store.update(collection, 'b', { label: 'changed' });
      const after = await live.next((d) => d.docs[1]?.data.label === 'changed', seen);
      // Unchanged documents are the very same objects, data included.
      expect(after.docs[0]).toBe(first.docs[0]);
      expect(after.docs[0]!.data).toBe(first.docs[0]!.data);
      expect(after.docs[2]).toBe(first.docs[2]);
      expect(after.docs[1]).not.toBe(first.docs[1]);
      const changes = live.deliveries.slice(seen).map((d) => d.changes);
      expect(changes.flatMap((c) => idsOf(c.modified))).toContain('b');
      expect(changes.flatMap((c) => [...idsOf(c.added), ...idsOf(c.removed)])).toEqual([]);
      expect(changes.flatMap((c) => idsOf(c.modified)).every((id) => id === 'b')).toBe(true);

      const beforeMove = live.deliveries.length;
      await store.update(collection, 'a', { n: 10 });
      const moved = await live.next((d) => d.docs.at(-1)?.id === 'a', beforeMove);
      expect(idsOf(moved.docs)).toEqual(['b', 'c', 'a']);
      expect(moved.docs[0]).toBe(after.docs[1]);
    } finally {
      live.stop();
    }
  });

  test('subscribe reports a document that stops matching the filter as removed, and a new match as added', async () => {
    const store = await makeStore();
    const collection = fresh('live');
    await store.set(collection, 'x', { status: 'open', n: 1 });
    await store.set(collection, 'y', { status: 'open', n: 2 });
    const live = recordQuery(store, collection, { where: [{ field: 'status', value: 'open' }] });
    try {
      await live.next((d) => d.docs.length === 2);
      const seen = live.deliveries.length;
      await store.update(collection, 'x', { status: 'closed' });
      const removed = await live.next((d) => d.docs.length === 1, seen);
      expect(idsOf(removed.docs)).toEqual(['y']);
      expect(idsOf(removed.changes.removed)).toEqual(['x']);
      const beforeAdd = live.deliveries.length;
      await store.set(collection, 'z', { status: 'open', n: 3 });
      const added = await live.next((d) => d.docs.length === 2, beforeAdd);
      expect(idsOf(added.changes.added)).toEqual(['z']);
      const beforeDelete = live.deliveries.length;
      await store.delete(collection, 'y');
      const deleted = await live.next((d) => d.docs.length === 1, beforeDelete);
      expect(idsOf(deleted.changes.removed)).toEqual(['y']);
    } finally {
      live.stop();
    }
  });

  test('subscribe with a limit brings the next document in when one leaves', async () => {
    const store = await makeStore();
    const collection = fresh('live');
    for (const n of [1, 2, 3]) await store.set(collection, `d${n}`, { n });
    const live = recordQuery(store, collection, { orderBy: { field: 'n' }, limit: 2 });
    try {
      await live.next((d) => d.docs.length === 2);
      const seen = live.deliveries.length;
      await store.delete(collection, 'd1');
      const next = await live.next((d) => idsOf(d.docs).join() === 'd2,d3', seen);
      expect(idsOf(live.deliveries.slice(seen).flatMap((d) => d.changes.added))).toEqual(['d3']);
      expect(next.docs).toHaveLength(2);
    } finally {
      live.stop();
    }
  });

  test('subscribe stops delivering after unsubscribe', async () => {
    const store = await makeStore();
    const collection = fresh('live');
    const live = recordQuery(store, collection);
    await live.next(() => true);
    await store.set(collection, 'a', { n: 1 });
    await live.next((d) => d.docs.length === 1);
    live.stop();
    const count = live.deliveries.length;
    await store.set(collection, 'b', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.deliveries.length).toBe(count);
  });

  test('subscribeDoc delivers null, then the document, its changes, and null after delete', async () => {
    const store = await makeStore();
    const collection = fresh('doc');
    const live = recordDoc(store, collection, 'one');
    try {
      let at = await live.next((doc) => doc === null);
      await store.set(collection, 'other', { n: 0 });
      await store.set(collection, 'one', { n: 1 });
      at = await live.next((doc) => doc?.data.n === 1, at);
      expect(live.deliveries[at]!.id).toBe('one');
      await store.update(collection, 'one', { n: 2 });
      at = await live.next((doc) => doc?.data.n === 2, at);
      await store.delete(collection, 'one');
      await live.next((doc) => doc === null, at);
      // Writes to other documents of the collection deliver nothing new for this one.
      expect(live.deliveries.filter((doc) => doc?.id === 'other')).toEqual([]);
    } finally {
      live.stop();
    }
  });
}
