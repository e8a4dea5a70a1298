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

test('every entry, comment and inbox copy of the row goes (more than one batch), and only those', async () => {
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
  // A comment's copy in a member's inbox carries its text and the client name.
  const member = `m${rowId}`;
  await db.doc(`members/${member}`).set({ uid: member, name: '受信者' });
  const inbox = db.collection(`members/${member}/mentions`);
  await inbox
    .doc('comment-a')
    .set({ source: 'comment', table: 'sa_list', rowId, body: '個人の事情' });
  await inbox.doc('comment-b').set({ source: 'comment', table: 'ob_list', rowId, body: '別の表' });
  // A personal link of the row, and what its token keys; another row's link stays.
  const token = `T${rowId}`.padEnd(20, 'x').slice(0, 20);
  const other = `U${rowId}`.padEnd(20, 'y').slice(0, 20);
  await db.doc(`surveyLinks/${token}`).set({ surveyId: 's1', table: 'sa_list', rowId });
  await db.doc(`surveyLinks/${other}`).set({ surveyId: 's1', table: 'ob_list', rowId });
  await db.doc(`surveyLinkValues/${token}`).set({ surveyId: 's1', values: { 'q.0': '1' } });
  await db.doc(`surveyLinkAnswers/${token}`).set({ surveyId: 's1', responseId: 'r1' });
  await db.doc(`responseLinks/r1${rowId}`).set({ surveyId: 's1', customerToken: token });
  await db.doc(`responseLinks/r2${rowId}`).set({ surveyId: 's1', customerToken: other });

  const admin = connectAdmin(PROJECT);
  const target = { table: 'sa_list', rowId };
  const purge = (apply: boolean) =>
    purgeHistory(
      admin.customerHistory,
      target,
      () => {},
      apply,
      admin.customerComments,
      admin.commentCopies,
      undefined,
      admin.personalLinks,
    );
  expect(await purge(false)).toBe(526);
  expect(await purge(true)).toBe(526);
  for (const path of [
    `surveyLinks/${token}`,
    `surveyLinkValues/${token}`,
    `surveyLinkAnswers/${token}`,
    `responseLinks/r1${rowId}`,
  ])
    expect((await db.doc(path).get()).exists, path).toBe(false);
  expect((await db.doc(`surveyLinks/${other}`).get()).exists).toBe(true);
  expect((await db.doc(`responseLinks/r2${rowId}`).get()).exists).toBe(true);
  expect((await inbox.get()).docs.map((doc) => doc.id)).toEqual(['comment-b']);
  const comments = await db.collection('customerComments').where('rowId', '==', rowId).get();
  expect(comments.docs.map((doc) => doc.get('table'))).toEqual(['ob_list']);
  const left = await db.collection('customer_history').get();
  const rows = left.docs.map((doc) => `${doc.get('table')}/${doc.get('rowId')}`);
  expect(rows.filter((of) => of === `sa_list/${rowId}`)).toEqual([]);
  expect(rows.filter((of) => of === `ob_list/${rowId}`)).toHaveLength(2);
  expect(rows.filter((of) => of === `sa_list/${rowId}other`)).toHaveLength(3);
});
