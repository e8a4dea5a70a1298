import { expect, test } from 'vitest';
import {
  CUSTOMER_COMMENTS,
  CUSTOMER_FOLLOWS,
  CUSTOMER_HISTORY,
  DEAL_LIST,
  SA_LIST,
  SURVEY_LINKS,
} from '@/contracts/collections';
import { CUSTOMER_MERGES, type MergeRequest } from '@/contracts/customer-merge';
import { REMINDER_SENDS } from '@/contracts/reminders';
import type { Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { mergeMessages } from '../model/merge-store';
import {
  memberAuthor,
  registerHistoryLocalTrigger,
} from '../../history/data/local-history-trigger';
import { mergeRows, undoMerge } from './merge-rows';

const BY = { uid: 'u1', name: '山田' };
const KEPT = {
  clientName: '株式会社テスト商事',
  phoneNumber: '',
  obAssignee: '佐藤',
  progress: '商談中',
};
const MERGED = {
  clientName: '(株)テスト商事',
  phoneNumber: '03-1111-2222',
  obAssignee: '',
  progress: '',
};

/** Two rows with a history each, a comment, a personal link, a reminder and followers. */
async function twoRows(name: string): Promise<Backend> {
  const local = await freshLocalBackend(name);
  await local.data.set('members', 'u1', { uid: 'u1', name: '山田' });
  registerHistoryLocalTrigger(
    local.data,
    memberAuthor(local.data, () => 'u1'),
  );
  await local.data.set(SA_LIST, 'keep', { ...KEPT, createdAt: new Date('2026-01-01') });
  await local.data.set(SA_LIST, 'gone', { ...MERGED, createdAt: new Date('2026-02-01') });
  await local.data.update(SA_LIST, 'gone', { progress: '提案' });
  await local.data.set(CUSTOMER_COMMENTS, 'c1', {
    table: SA_LIST,
    rowId: 'gone',
    body: 'よろしく',
  });
  await local.data.set(SURVEY_LINKS, 'tok', { surveyId: 's1', table: SA_LIST, rowId: 'gone' });
  await local.data.set(REMINDER_SENDS, 'r1', { table: SA_LIST, rowId: 'gone', title: '連絡' });
  for (const [rowId, uid] of [
    ['gone', 'u2'],
    ['gone', 'u1'],
    ['keep', 'u1'],
  ] as const)
    await local.data.set(CUSTOMER_FOLLOWS, `${SA_LIST}_${rowId}_${uid}`, {
      table: SA_LIST,
      rowId,
      uid,
      at: new Date(),
    });
  return local;
}

const request = (picks: MergeRequest['picks'] = {}): MergeRequest => ({
  table: SA_LIST,
  keptId: 'keep',
  mergedId: 'gone',
  picks,
  seen: { kept: KEPT, merged: { ...MERGED, progress: '提案' } },
});

async function rowIdsOf(local: Backend, collection: string) {
  return (await local.data.query(collection)).map((doc) => `${doc.id}:${String(doc.data.rowId)}`);
}

test('a merge keeps one row with the picked values and everything the other row had', async () => {
  const local = await twoRows('merge-moves');
  const before = await local.data.query(CUSTOMER_HISTORY);
  const { mergeId } = await mergeRows(request({ phoneNumber: 'merged', progress: 'kept' }), BY);

  const kept = (await local.data.get(SA_LIST, 'keep'))!.data;
  expect(kept).toMatchObject({
    clientName: '株式会社テスト商事',
    phoneNumber: '03-1111-2222',
    progress: '商談中',
  });
  expect((await local.data.get(SA_LIST, 'gone'))!.data.mergedInto).toBe('keep');

  const history = await local.data.query(CUSTOMER_HISTORY, {
    where: [{ field: 'rowId', value: 'keep' }],
  });
  // Both rows' entries (2 creates, 1 update) and exactly one entry for the merge.
  expect(history).toHaveLength(before.length + 1);
  const entry = history.find((doc) => doc.data.kind === 'merge')!.data;
  expect(entry).toMatchObject({
    by: BY,
    merge: { mergeId, mergedId: 'gone', mergedClientName: '(株)テスト商事' },
    changes: [{ field: 'phoneNumber', before: '', after: '03-1111-2222' }],
  });
  expect(await rowIdsOf(local, CUSTOMER_COMMENTS)).toEqual(['c1:keep']);
  expect(await rowIdsOf(local, SURVEY_LINKS)).toEqual(['tok:keep']);
  expect(await rowIdsOf(local, REMINDER_SENDS)).toEqual(['r1:keep']);
  expect((await local.data.query(CUSTOMER_FOLLOWS)).map((doc) => doc.id).sort()).toEqual([
    'sa_list_keep_u1',
    'sa_list_keep_u2',
  ]);
  expect((await local.data.get(CUSTOMER_MERGES, mergeId))!.data).toMatchObject({
    keptId: 'keep',
    mergedId: 'gone',
    followersAdded: ['u2'],
    undone: false,
  });
});

test('undo brings the other row and what it had back, and writes one entry', async () => {
  const local = await twoRows('merge-undo');
  const { mergeId } = await mergeRows(request({ phoneNumber: 'merged' }), BY);
  await expect(undoMerge(mergeId, BY)).resolves.toEqual({ keptId: 'keep', mergedId: 'gone' });

  expect((await local.data.get(SA_LIST, 'keep'))!.data.phoneNumber).toBe('');
  expect((await local.data.get(SA_LIST, 'gone'))!.data.mergedInto).toBeNull();
  expect(await rowIdsOf(local, CUSTOMER_COMMENTS)).toEqual(['c1:gone']);
  expect(await rowIdsOf(local, SURVEY_LINKS)).toEqual(['tok:gone']);
  expect((await local.data.query(CUSTOMER_FOLLOWS)).map((doc) => doc.id).sort()).toEqual([
    'sa_list_gone_u1',
    'sa_list_gone_u2',
    'sa_list_keep_u1',
  ]);
  const goneHistory = await local.data.query(CUSTOMER_HISTORY, {
    where: [{ field: 'rowId', value: 'gone' }],
  });
  expect(goneHistory.map((doc) => doc.data.kind).sort()).toEqual(['create', 'update']);
  const keptKinds = (
    await local.data.query(CUSTOMER_HISTORY, { where: [{ field: 'rowId', value: 'keep' }] })
  ).map((doc) => `${String(doc.data.kind)}${doc.data.undone ? ' (undone)' : ''}`);
  expect(keptKinds.sort()).toEqual(['create', 'merge (undone)', 'unmerge']);
  await expect(undoMerge(mergeId, BY)).rejects.toThrow(mergeMessages.alreadyUndone);
});

test('a row changed since the screen showed it is not merged; nothing is written', async () => {
  const local = await twoRows('merge-changed');
  await local.data.update(SA_LIST, 'gone', { obAssignee: '田中' });
  const count = (await local.data.query(CUSTOMER_HISTORY)).length;
  await expect(mergeRows(request({ obAssignee: 'merged' }), BY)).rejects.toThrow(
    mergeMessages.changed,
  );
  expect((await local.data.get(SA_LIST, 'gone'))!.data.mergedInto).toBeUndefined();
  expect(await local.data.query(CUSTOMER_HISTORY)).toHaveLength(count);
});

test('undo is refused once a merged value changed again', async () => {
  const local = await twoRows('merge-undo-refused');
  const { mergeId } = await mergeRows(request({ phoneNumber: 'merged' }), BY);
  await local.data.update(SA_LIST, 'keep', { phoneNumber: '03-9999-9999' });
  await expect(undoMerge(mergeId, BY)).rejects.toThrow(mergeMessages.changedSince);
  expect((await local.data.get(SA_LIST, 'gone'))!.data.mergedInto).toBe('keep');
});

test('a merged row is merged no more; bad requests are refused', async () => {
  const local = await twoRows('merge-refusals');
  await mergeRows(request(), BY);
  await expect(mergeRows(request(), BY)).rejects.toThrow(mergeMessages.alreadyMerged);
  await expect(mergeRows({ ...request(), mergedId: 'keep' }, BY)).rejects.toThrow(
    mergeMessages.badRequest,
  );
  await expect(mergeRows({ ...request(), table: 'members' }, BY)).rejects.toThrow(
    mergeMessages.badRequest,
  );
  await expect(mergeRows({ ...request(), mergedId: 'nope' }, BY)).rejects.toThrow(
    mergeMessages.missing,
  );
  expect(await local.data.get(SA_LIST, 'nope')).toBeNull();
});

test('the 案件 of the merged customer move to the kept one, and back with the undo', async () => {
  const local = await twoRows('merge-references');
  await local.data.set(DEAL_LIST, 'deal-gone', { clientName: '年間契約', customerId: 'gone' });
  await local.data.set(DEAL_LIST, 'deal-keep', { clientName: '追加', customerId: 'keep' });
  await local.data.set(DEAL_LIST, 'deal-moved', { clientName: '保守', customerId: 'gone' });
  const customerOf = async (id: string) =>
    (await local.data.get(DEAL_LIST, id))!.data.customerId as string;

  const { mergeId } = await mergeRows(request(), BY);
  expect(await customerOf('deal-gone')).toBe('keep');
  expect(await customerOf('deal-moved')).toBe('keep');
  expect(await customerOf('deal-keep')).toBe('keep');
  expect((await local.data.get(CUSTOMER_MERGES, mergeId))!.data.references).toHaveLength(2);

  // A deal re-pointed by hand after the merge stays where it was put.
  await local.data.set(SA_LIST, 'third', { clientName: '別会社' });
  await local.data.update(DEAL_LIST, 'deal-moved', { customerId: 'third' });
  await undoMerge(mergeId, BY);
  expect(await customerOf('deal-gone')).toBe('gone');
  expect(await customerOf('deal-moved')).toBe('third');
  expect(await customerOf('deal-keep')).toBe('keep');
});
