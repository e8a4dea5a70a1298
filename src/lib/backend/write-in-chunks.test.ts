import { describe, expect, it } from 'vitest';
import type { BatchWrite, DataStore } from './types';
import { ChunkedWriteError, writeInChunks } from './write-in-chunks';

function recordingStore(failOnCall?: number): { store: DataStore; sizes: number[] } {
  const sizes: number[] = [];
  const store = {
    batchWrite: (writes: readonly BatchWrite[]) => {
      if (sizes.length + 1 === failOnCall) return Promise.reject(new Error('boom'));
      sizes.push(writes.length);
      return Promise.resolve();
    },
  } as Pick<DataStore, 'batchWrite'> as DataStore;
  return { store, sizes };
}

const writes = (n: number): BatchWrite[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'set', collection: 'c', data: { i } }));

describe('writeInChunks', () => {
  it('splits 1,201 writes into batches of 500, 500 and 201 and reports progress', async () => {
    const { store, sizes } = recordingStore();
    const progress: number[] = [];
    const result = await writeInChunks(store, writes(1201), {
      onProgress: (committed) => progress.push(committed),
    });
    expect(sizes).toEqual([500, 500, 201]);
    expect(progress).toEqual([500, 1000, 1201]);
    expect(result.committed).toBe(1201);
  });

  it('never exceeds the batch limit even when asked for larger chunks', async () => {
    const { store, sizes } = recordingStore();
    await writeInChunks(store, writes(700), { chunkSize: 1000 });
    expect(sizes).toEqual([500, 200]);
  });

  it('says how many writes were committed before a chunk failed', async () => {
    const { store } = recordingStore(3);
    const error = await writeInChunks(store, writes(1200)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkedWriteError);
    expect((error as ChunkedWriteError).committed).toBe(1000);
  });

  it('writes nothing for an empty list', async () => {
    const { store, sizes } = recordingStore();
    expect(await writeInChunks(store, [])).toEqual({ committed: 0 });
    expect(sizes).toEqual([]);
  });
});
