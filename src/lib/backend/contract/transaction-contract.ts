import { expect, test } from 'vitest';
import { DataError } from '../errors';
import { serverTimestamp } from '../field-values';
import type { BatchWrite } from '../types';
import { MAX_BATCH_WRITES } from '../write-in-chunks';
import type { FreshName, MakeStore } from './divergences-contract';

const hasCode = (code: string) => (error: unknown) =>
  error instanceof DataError && error.code === code;

/** Batches (and their 500-operation limit) and transactions. */
export function transactionContract(makeStore: MakeStore, fresh: FreshName): void {
  test('batchWrite takes 500 operations and refuses 501 with invalid-argument, writing nothing', async () => {
    const store = await makeStore();
    const collection = fresh('bulk');
    const writes = (n: number): BatchWrite[] =>
      Array.from({ length: n }, (_, i) => ({ kind: 'set', collection, id: `r${i}`, data: { i } }));
    await expect(store.batchWrite(writes(MAX_BATCH_WRITES + 1))).rejects.toSatisfy(
      hasCode('invalid-argument'),
    );
    expect(await store.query(collection)).toEqual([]);
    await store.batchWrite(writes(MAX_BATCH_WRITES));
    expect(await store.query(collection)).toHaveLength(MAX_BATCH_WRITES);
  });

  test('a batch with an update of a missing document fails as a whole', async () => {
    const store = await makeStore();
    const collection = fresh('bulk');
    await expect(
      store.batchWrite([
        { kind: 'set', collection, id: 'new', data: { n: 1 } },
        { kind: 'update', collection, id: 'absent', data: { n: 2 } },
      ]),
    ).rejects.toSatisfy(hasCode('not-found'));
    expect(await store.get(collection, 'new')).toBeNull();
  });

  test('runTransaction reads, writes set / update / delete together and returns the result', async () => {
    const store = await makeStore();
    const collection = fresh('tx');
    await store.set(collection, 'from', { balance: 10 });
    await store.set(collection, 'to', { balance: 1 });
    await store.set(collection, 'gone', { n: 1 });
    const moved = await store.runTransaction(async (tx) => {
      const from = await tx.get(collection, 'from');
      const to = await tx.get(collection, 'to');
      expect(await tx.get(collection, 'absent')).toBeNull();
      const amount = 4;
      tx.update(collection, 'from', { balance: Number(from!.data.balance) - amount });
      tx.set(collection, 'to', { at: serverTimestamp() }, { merge: true });
      tx.update(collection, 'to', { balance: Number(to!.data.balance) + amount });
      tx.set(collection, 'log', { amount });
      tx.delete(collection, 'gone');
      return amount;
    });
    expect(moved).toBe(4);
    expect((await store.get(collection, 'from'))!.data).toEqual({ balance: 6 });
    const to = (await store.get(collection, 'to'))!.data;
    expect(to.balance).toBe(5);
    expect(to.at).toBeInstanceOf(Date);
    expect((await store.get(collection, 'log'))!.data).toEqual({ amount: 4 });
    expect(await store.get(collection, 'gone')).toBeNull();
  });

  test('concurrent transactions on one document both count (the loser runs again)', async () => {
    const store = await makeStore();
    const collection = fresh('tx');
    await store.set(collection, 'counter', { n: 0, names: [] });
    const add = (name: string) =>
      store.runTransaction(async (tx) => {
        const current = await tx.get(collection, 'counter');
        const names = (current!.data.names as string[]) ?? [];
        tx.set(collection, 'counter', { n: Number(current!.data.n) + 1, names: [...names, name] });
      });
    await Promise.all([add('佐藤'), add('田中'), add('山本')]);
    const data = (await store.get(collection, 'counter'))!.data;
    expect(data.n).toBe(3);
    expect([...(data.names as string[])].sort()).toEqual(['佐藤', '山本', '田中'].sort());
  });

  test('an error thrown inside a transaction reaches the caller unchanged and nothing is written', async () => {
    const store = await makeStore();
    const collection = fresh('tx');
    await store.set(collection, 'a', { n: 1 });
    const mine = new Error('入力が不正です');
    await expect(
      store.runTransaction(async (tx) => {
        await tx.get(collection, 'a');
        tx.set(collection, 'a', { n: 2 });
        throw mine;
      }),
    ).rejects.toBe(mine);
    expect((await store.get(collection, 'a'))!.data).toEqual({ n: 1 });
  });

  test('a transaction updating a missing document fails with not-found', async () => {
    const store = await makeStore();
    const collection = fresh('tx');
    await expect(
      store.runTransaction(async (tx) => {
        tx.set(collection, 'side', { n: 1 });
        tx.update(collection, 'absent', { n: 1 });
      }),
    ).rejects.toSatisfy(hasCode('not-found'));
    expect(await store.get(collection, 'side')).toBeNull();
  });

  test('a transaction must read before it writes', async () => {
    const store = await makeStore();
    const collection = fresh('tx');
    await expect(
      store.runTransaction(async (tx) => {
        tx.set(collection, 'a', { n: 1 });
        await tx.get(collection, 'b');
      }),
    ).rejects.toSatisfy(hasCode('invalid-argument'));
    expect(await store.get(collection, 'a')).toBeNull();
  });
}
