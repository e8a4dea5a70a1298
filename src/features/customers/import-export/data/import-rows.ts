import type { CustomerTable } from '@/contracts/customer-table-names';
import { backend, ChunkedWriteError, writeInChunks, type BatchWrite } from '@/lib/backend';
import { rowsPerBatch } from '../../shared/data/rows-per-batch';

/**
 * Writes an import's rows into `table`: the new rows (in the file's order: each a millisecond
 * older than the one before, so the newest-first table lists them as the file did) and the
 * changed fields of the rows it updates. A row the file names but does not change is not
 * written (no history entry, no stamp). In chunks (rowsPerBatch), with progress.
 */
export async function importRows(
  table: CustomerTable,
  plan: {
    adds: readonly Record<string, unknown>[];
    updates?: readonly { id: string; fields: Readonly<Record<string, unknown>> }[];
  },
  onProgress?: (done: number, total: number) => void,
  now: Date = new Date(),
  /** Writes an earlier attempt stored already (its failure said how many): not written again. */
  alreadyStored = 0,
): Promise<{ committed: number }> {
  const writes: BatchWrite[] = [
    ...plan.adds.map((input, index): BatchWrite => ({
      kind: 'set',
      collection: table,
      data: { ...input, createdAt: new Date(now.getTime() - index) },
    })),
    ...(plan.updates ?? [])
      .filter((update) => Object.keys(update.fields).length > 0)
      .map((update): BatchWrite => ({
        kind: 'update',
        collection: table,
        id: update.id,
        data: { ...update.fields },
      })),
  ];
  return writeInChunks(backend().data, writes.slice(alreadyStored), {
    onProgress,
    chunkSize: rowsPerBatch(table),
  });
}

/** How many rows an import stored before it failed (each chunk is all-or-nothing). */
export function importedBeforeFailure(error: unknown): number {
  return error instanceof ChunkedWriteError ? error.committed : 0;
}
