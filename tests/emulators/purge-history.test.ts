import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, test } from 'vitest';
import { connectAdmin } from '../../scripts/admin-sdk';
import { purgeHistory } from '../../scripts/lib/admin-tasks';

// `npm run purge-history` against the Firestore emulator: the Admin binding's query and batched
// deletes (the task's own rules are unit-tested in scripts/lib/admin-tasks.test.ts).
const PROJECT = 'demo-purge';
const app = initializeApp({ projectId: PROJECT }, 'purge-history-suite');
const db = getFirestore(app);

afterAll(() => deleteApp(app));

test('every entry and comment of the row goes (more than one batch), and only those', async () => {
  const rowId = `row${Date.now().toString(36)}`;
  const add = (table: string, row: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        db.collection('customer_history').add({ table, rowId: row, kind: 'update' }),
      ),
    );
  await add('sa_list', rowId, 520);
  await add('ob_list', rowId, 2);
  await add('sa_list', `${rowId}other`, 3);
  await db.collection('customerComments').add({ table: 'sa_list', rowId, body: '個人の事情' });
  await db.collection('customerComments').add({ table: 'ob_list', rowId, body: '別の表' });

  const admin = connectAdmin(PROJECT);
  const target = { table: 'sa_list', rowId };
  const purge = (apply: boolean) =>
    purgeHistory(admin.customerHistory, target, () => {}, apply, admin.customerComments);
  expect(await purge(false)).toBe(521);
  expect(await purge(true)).toBe(521);
  const comments = await db.collection('customerComments').where('rowId', '==', rowId).get();
  expect(comments.docs.map((doc) => doc.get('table'))).toEqual(['ob_list']);
  const left = await db.collection('customer_history').get();
  const rows = left.docs.map((doc) => `${doc.get('table')}/${doc.get('rowId')}`);
  expect(rows.filter((of) => of === `sa_list/${rowId}`)).toEqual([]);
  expect(rows.filter((of) => of === `ob_list/${rowId}`)).toHaveLength(2);
  expect(rows.filter((of) => of === `sa_list/${rowId}other`)).toHaveLength(3);
});
