import type { CellEdit } from '../undo-stack';

/**
 * A multi-cell save that stored only part of its cells (batches are all-or-nothing, the whole
 * is not): `failed` are the edits not stored, so the grid shows them as they were and undo
 * covers only what was saved.
 */
export class CellsSaveError extends Error {
  readonly failed: readonly CellEdit[];

  constructor(failed: readonly CellEdit[], options?: { cause?: unknown }) {
    super(`${failed.length}件のセルを保存できませんでした`, options);
    this.name = 'CellsSaveError';
    this.failed = failed;
  }
}
