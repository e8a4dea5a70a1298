import { describe, expect, it } from 'vitest';
import type { BatchWrite, DataStore } from './types';
import { writeInChunks } from './write-in-chunks';
import { instantClock, rampAllowance, rampTimeFor } from './write-pace';

const MINUTE = 60_000;

describe("Firestore's ramp (500/50/5)", () => {
  it('allows 500 writes a second, half as many more every five minutes', () => {
    expect(rampAllowance(0)).toBe(0);
    expect(rampAllowance(1_000)).toBe(500);
    expect(rampAllowance(5 * MINUTE)).toBe(150_000);
    // The sixth minute at 750 a second.
    expect(rampAllowance(5 * MINUTE + 1_000)).toBe(150_750);
    expect(rampAllowance(10 * MINUTE + 1_000)).toBe(150_000 + 225_000 + 1_125);
  });

  it('says when a number of writes is allowed (the inverse)', () => {
    expect(rampTimeFor(0)).toBe(0);
    expect(rampTimeFor(500)).toBe(1_000);
    expect(rampTimeFor(10_000)).toBe(20_000);
    expect(rampTimeFor(150_750)).toBe(5 * MINUTE + 1_000);
    for (const writes of [1, 499, 9_999, 150_001, 400_000])
      expect(rampAllowance(rampTimeFor(writes))).toBeGreaterThanOrEqual(writes);
  });
});

describe('a bulk write follows the ramp', () => {
  const writes = (n: number): BatchWrite[] =>
    Array.from({ length: n }, (_, i) => ({ kind: 'set', collection: 'c', data: { i } }));

  /** A store whose batches take `batchMs` on the clock; it records when each batch began. */
  function timedStore(clock: ReturnType<typeof instantClock>, batchMs: number) {
    const began: number[] = [];
    const store = {
      batchWrite: async () => {
        began.push(clock.now());
        await clock.sleep(batchMs);
      },
    } as Pick<DataStore, 'batchWrite'> as DataStore;
    return { store, began };
  }

  it('10,000 rows: a batch of 500 a second, the progress after each (about 20 s in all)', async () => {
    const clock = instantClock();
    const { store, began } = timedStore(clock, 100);
    const progress: number[] = [];
    await writeInChunks(store, writes(10_000), {
      clock,
      onProgress: (done) => progress.push(done),
    });
    expect(began).toEqual(Array.from({ length: 20 }, (_, i) => i * 1_000));
    expect(progress.at(-1)).toBe(10_000);
    expect(clock.now()).toBe(19_100);
  });

  it('a slow store is not made slower: no wait when the batches already keep to the ramp', async () => {
    const clock = instantClock();
    const { store, began } = timedStore(clock, 1_500);
    await writeInChunks(store, writes(1_500), { clock });
    expect(began).toEqual([0, 1_500, 3_000]);
  });

  it('after five minutes the batches come half as fast again', async () => {
    const clock = instantClock();
    const { store, began } = timedStore(clock, 0);
    await writeInChunks(store, writes(152_000), { clock });
    const gaps = began.slice(1).map((at, i) => at - began[i]!);
    expect(gaps[0]).toBe(1_000);
    // 150,000 writes in the first five minutes, then 500 every two thirds of a second.
    expect(began[300]).toBe(5 * MINUTE);
    expect(gaps[301]).toBe(667);
  });
});
