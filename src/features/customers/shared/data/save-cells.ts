import { CellsSaveError } from '@/components/grid/bulk/cells-save-error';
import type { CellEdit } from '@/components/grid/undo-stack';
import { backend, ChunkedWriteError, writeInChunks, type BatchWrite } from '@/lib/backend';
import { rowsPerBatch } from './rows-per-batch';

/** A table's rule for what one row's update writes (checks the fields, adds derived ones). */
export type RowFields = (rowId: string, fields: Record<string, string>) => Record<string, string>;

/**
 * The grid's multi-cell save for a customer table: one `update` per row holding all its cells,
 * written as batches of at most 500, fewer for a table with a 関連 field (rowsPerBatch). A batch is all-or-nothing; when one fails,
 * the edits of the rows not stored come back in a `CellsSaveError`, so the grid shows them as
 * they were and undo covers only what was saved.
 */
export async function saveCells(
  collection: string,
  edits: readonly CellEdit[],
  rowFields: RowFields = (_, fields) => fields,
): Promise<void> {
  const byRow = new Map<string, { fields: Record<string, string>; edits: CellEdit[] }>();
  for (const edit of edits) {
    const entry = byRow.get(edit.rowId) ?? { fields: {}, edits: [] };
    entry.fields[edit.columnId] = edit.after;
    entry.edits.push(edit);
    byRow.set(edit.rowId, entry);
  }
  const entries = [...byRow.entries()];
  const writes: BatchWrite[] = entries.map(([id, entry]) => ({
    kind: 'update',
    collection,
    id,
    data: rowFields(id, entry.fields),
  }));
  try {
    await writeInChunks(backend().data, writes, { chunkSize: rowsPerBatch(collection) });
  } catch (error) {
    const stored = error instanceof ChunkedWriteError ? error.committed : 0;
    throw new CellsSaveError(
      entries.slice(stored).flatMap(([, entry]) => entry.edits),
      { cause: error },
    );
  }
}
