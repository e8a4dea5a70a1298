import { DataError } from './errors';
import type { BatchWrite, DataStore } from './types';
import { paceClock, waitForRamp, type PaceClock } from './write-pace';

/** Firestore commits at most 500 operations in one batch; both adapters refuse more. */
export const MAX_BATCH_WRITES = 500;

/** The refusal of a batch over MAX_BATCH_WRITES, the same from every adapter. */
export function tooManyWrites(count: number): DataError {
  return new DataError(
    'invalid-argument',
    `一度に書き込めるのは${MAX_BATCH_WRITES}件までです（${count}件）。writeInChunks で分けて書き込んでください`,
  );
}

/** A chunked write that stopped part-way: `committed` operations were stored before it failed. */
export class ChunkedWriteError extends Error {
  readonly committed: number;

  constructor(committed: number, cause: unknown) {
    super(`一括書き込みが${committed}件目の後で失敗しました`, { cause });
    this.name = 'ChunkedWriteError';
    this.committed = committed;
  }
}

export interface ChunkedWriteOptions {
  chunkSize?: number;
  /** Called after each committed chunk with the running total. */
  onProgress?: (committed: number, total: number) => void;
  /** The clock the writes pace by (write-pace.ts); the app's own unless given. */
  clock?: PaceClock;
}

/**
 * Writes any number of operations as consecutive batches of at most 500, paced by Firestore's
 * ramp (write-pace.ts: 500 writes a second at first, half as many more every five minutes). Each
 * batch is all-or-nothing, the whole is not: on failure a `ChunkedWriteError` says how many
 * operations were committed before it, so an import can report exactly what was stored.
 */
export async function writeInChunks(
  store: DataStore,
  writes: readonly BatchWrite[],
  options: ChunkedWriteOptions = {},
): Promise<{ committed: number }> {
  const size = Math.min(Math.max(1, options.chunkSize ?? MAX_BATCH_WRITES), MAX_BATCH_WRITES);
  const clock = options.clock ?? paceClock();
  const startedAt = clock.now();
  let committed = 0;
  for (let start = 0; start < writes.length; start += size) {
    const chunk = writes.slice(start, start + size);
    await waitForRamp(clock, startedAt, committed);
    try {
      await store.batchWrite(chunk);
    } catch (error) {
      throw new ChunkedWriteError(committed, error);
    }
    committed += chunk.length;
    options.onProgress?.(committed, writes.length);
  }
  return { committed };
}
