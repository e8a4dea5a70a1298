import { CUSTOMER_HISTORY } from '@/contracts/collections';
import { expect, test } from 'vitest';
import { backend, type Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { registerHistoryLocalTrigger, memberAuthor } from './local-history-trigger';
import {
  RevertRefused,
  revertChange,
  subscribeRowHistory,
  type HistoryEntry,
} from './history-store';

const AT = new Date('2026-11-24T06:30:00Z');

/** A backend whose history clock stands still (`fixed`) or moves a minute per write. */
async function withHistory(name: string, fixed = true): Promise<Backend> {
  const local = await freshLocalBackend(name);
  await local.data.set('members', 'u1', { uid: 'u1', name: '山田' });
  let minutes = 0;
  const clock = () => (fixed ? AT : new Date(AT.getTime() + (minutes += 1) * 60_000));
  registerHistoryLocalTrigger(
    local.data,
    memberAuthor(local.data, () => 'u1'),
    clock,
  );
  return local;
}

function rowHistory(table: string, rowId: string): Promise<HistoryEntry[]> {
  return new Promise((resolve, reject) => {
    const stop = subscribeRowHistory(
      table,
      rowId,
      (entries) => {
        stop();
        resolve(entries);
      },
      reject,
    );
  });
}

test('every kind of write to a customer table leaves entries by the signed-in member', async () => {
  const local = await withHistory('history-writes');
  await local.data.set('sa_list', 'r1', { clientName: 'A社', priority: 'B', createdAt: AT });
  await local.data.update('sa_list', 'r1', { priority: 'A' });
  await local.data.update('sa_list', 'r1', { priority: 'A' }); // a re-save: no entry
  await local.data.batchWrite([
    { kind: 'update', collection: 'sa_list', id: 'r1', data: { memo: '貼り付け' } },
    { kind: 'set', collection: 'ob_list', id: 'o1', data: { clientName: 'B社' } },
  ]);
  await local.data.delete('sa_list', 'r1');
  await local.data.set('dropdown_options', 'x', { options: [] }); // not a customer table

  const entries = await local.data.query(CUSTOMER_HISTORY);
  const summary = entries
    .map((doc) => doc.data)
    .map((e) => `${String(e.table)} ${String(e.kind)} ${JSON.stringify(e.changes)}`);
  expect(summary).toHaveLength(5);
  expect(summary).toEqual(
    expect.arrayContaining([
      'sa_list create [{"field":"clientName","before":null,"after":"A社"},{"field":"priority","before":null,"after":"B"}]',
      'sa_list update [{"field":"priority","before":"B","after":"A"}]',
      'sa_list update [{"field":"memo","before":null,"after":"貼り付け"}]',
      'ob_list create [{"field":"clientName","before":null,"after":"B社"}]',
    ]),
  );
  for (const entry of entries) {
    expect(entry.data.by).toEqual({ uid: 'u1', name: '山田' });
    expect(entry.data.at).toEqual(AT);
  }
  expect(entries.find((e) => e.data.kind === 'delete')?.data.clientName).toBe('A社');
});

test('the panel reads a row newest first; a revert writes the before-value back as a new entry', async () => {
  const local = await withHistory('history-revert', false);
  await local.data.set('ob_list', 'o1', { clientName: 'C社', progress: '開発中' });
  await local.data.update('ob_list', 'o1', { progress: '完了' });
  const [latest] = await rowHistory('ob_list', 'o1');
  expect(latest?.changes).toEqual([{ field: 'progress', before: '開発中', after: '完了' }]);

  await revertChange('ob_list', 'o1', latest!.changes[0]!);
  expect((await backend().data.get('ob_list', 'o1'))?.data.progress).toBe('開発中');
  const after = await rowHistory('ob_list', 'o1');
  expect(after.map((e) => e.kind)).toEqual(['update', 'update', 'create']);
  expect(after[0]?.changes).toEqual([{ field: 'progress', before: '完了', after: '開発中' }]);
});

test('a revert is refused when the field changed since, or the customer is gone', async () => {
  const local = await withHistory('history-refused');
  await local.data.set('sa_list', 'r1', { clientName: 'D社', progress: '商談中' });
  const change = { field: 'progress', before: '商談中', after: '受注' };
  await local.data.update('sa_list', 'r1', { progress: '受注' });
  await local.data.update('sa_list', 'r1', { progress: '失注' });

  const changed = await revertChange('sa_list', 'r1', change).catch((e: unknown) => e);
  expect(changed).toBeInstanceOf(RevertRefused);
  expect(changed).toMatchObject({ reason: 'changed', current: '失注' });
  expect((await local.data.get('sa_list', 'r1'))?.data.progress).toBe('失注');

  await local.data.delete('sa_list', 'r1');
  await expect(revertChange('sa_list', 'r1', change)).rejects.toMatchObject({ reason: 'deleted' });
});

test('a value the history keeps only the start of is never written back', async () => {
  const local = await withHistory('history-omitted', false);
  await local.data.set('ob_list', 'o1', { clientName: 'F社', taskMemo: 'x'.repeat(20_000) });
  await local.data.update('ob_list', 'o1', { taskMemo: '短いメモ' });
  const [latest] = await rowHistory('ob_list', 'o1');
  const change = latest!.changes[0]!;
  expect(change.before).toMatchObject({ omitted: true, length: 20_000 });
  await expect(revertChange('ob_list', 'o1', change)).rejects.toMatchObject({ reason: 'omitted' });
  expect((await local.data.get('ob_list', 'o1'))?.data.taskMemo).toBe('短いメモ');
});

test('an empty before-value is written back as empty text', async () => {
  const local = await withHistory('history-empty');
  await local.data.set('sa_list', 'r1', { clientName: 'E社' });
  await local.data.update('sa_list', 'r1', { memo: 'メモ' });
  await revertChange('sa_list', 'r1', { field: 'memo', before: null, after: 'メモ' });
  expect((await local.data.get('sa_list', 'r1'))?.data.memo).toBe('');
});
