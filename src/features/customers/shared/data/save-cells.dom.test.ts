import { expect, test, vi } from 'vitest';
import { CellsSaveError } from '@/components/grid/bulk/cells-save-error';
import type { CellEdit } from '@/components/grid/undo-stack';
import { backend, type BatchWrite } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { saveCells } from './save-cells';

const edit = (rowId: string, columnId: string, after: string): CellEdit => ({
  rowId,
  columnId,
  before: '',
  after,
});

test('one update per row with all its cells, through the table rule', async () => {
  await freshLocalBackend('save-cells');
  for (const id of ['a', 'b'])
    await backend().data.set('sa_list', id, { clientName: id, memo: '' });
  await saveCells(
    'sa_list',
    [edit('a', 'clientName', 'A社'), edit('b', 'memo', 'メモ'), edit('a', 'memo', '1')],
    (id, fields) => ({ ...fields, touched: id }),
  );
  expect((await backend().data.get('sa_list', 'a'))?.data).toEqual({
    clientName: 'A社',
    memo: '1',
    touched: 'a',
  });
  expect((await backend().data.get('sa_list', 'b'))?.data).toMatchObject({ memo: 'メモ' });
});

test('a failed batch names the edits of the rows not stored', async () => {
  const local = await freshLocalBackend('save-cells-fail');
  await backend().data.set('sa_list', 'a', { clientName: 'a' });
  // The second row is missing: its update fails, and with it the batch.
  const edits = [edit('a', 'clientName', 'x'), edit('gone', 'clientName', 'y')];
  const error = await saveCells('sa_list', edits).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CellsSaveError);
  expect((error as CellsSaveError).failed).toEqual(edits);
  expect((await local.data.get('sa_list', 'a'))?.data.clientName).toBe('a');
});

test('when a later batch fails, only the rows of the batches not stored are reported', async () => {
  const local = await freshLocalBackend('save-cells-chunks');
  const batches: (readonly BatchWrite[])[] = [];
  vi.spyOn(local.data, 'batchWrite').mockImplementation(async (writes) => {
    batches.push(writes);
    if (batches.length === 2) throw new Error('offline');
  });
  const edits = Array.from({ length: 502 }, (_, i) => edit(`r${i}`, 'memo', String(i)));
  const error = (await saveCells('sa_list', edits).catch((e: unknown) => e)) as CellsSaveError;
  expect(batches.map((b) => b.length)).toEqual([500, 2]);
  expect(error.failed).toEqual(edits.slice(500));
});
