import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, test } from 'vitest';
import { connectAdmin } from '../../scripts/admin-sdk';
import { migrateSurveyAnswers } from '../../scripts/lib/private-data-migration';

// `npm run migrate-private-data` against the Firestore emulator: the Admin binding's queries
// and writes (the task's own steps are unit-tested in scripts/lib/private-data-migration.test.ts).
const PROJECT = 'demo-migrate-answers';
const app = initializeApp({ projectId: PROJECT }, 'private-data-migration-suite');
const db = getFirestore(app);
const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';

afterAll(() => deleteApp(app));

test('tokens leave responses, legacy surveys get fieldIds, slots stop naming responses, orphan mentions go, secrets are flagged', async () => {
  await db.doc('surveys/legacy').set({ title: '旧', fields: [{ id: 'q1' }, { id: 'q2' }] });
  await db.doc('surveys/keyed').set({ title: '新', fields: [{ id: 'a' }], fieldIds: ['a'] });
  await db.doc('responses/r1').set({ surveyId: 'legacy', answers: {}, customerToken: TOKEN });
  await db.doc('responses/r2').set({ surveyId: 'legacy', answers: {} });
  await db.doc('surveyAnswerSlots/legacy').set({ count: 2, lastId: 'r2' });
  await db.doc('members/here').set({ uid: 'here', name: 'いる' });
  await db.doc('members/here/mentions/m1').set({ body: 'x' });
  await db.doc('members/gone/mentions/m1').set({ body: 'y' });
  await db.doc('members/gone/mentions/m2').set({ body: 'z' });
  await db.doc('members/here/private/chatwork').set({ apiKey: 'key' });
  await db.doc('teamSettings/assignees').set({ names: { 山本: 'here', 田中: 'u2' } });
  await db.doc('assigneeNames/田中').set({ uid: 'u9' });

  const admin = connectAdmin(PROJECT);
  const dry = await migrateSurveyAnswers(admin.surveyAnswers, () => {}, false);
  expect(dry).toEqual({
    tokensMoved: 1,
    surveysKeyed: 1,
    slotsCleared: 1,
    mentionsDeleted: 2,
    secretsFlagged: 1,
    assigneeNamesMoved: 2,
  });
  expect((await db.doc('responses/r1').get()).get('customerToken')).toBe(TOKEN);

  await migrateSurveyAnswers(admin.surveyAnswers, () => {}, true);
  expect((await db.doc('responses/r1').get()).data()).toEqual({ surveyId: 'legacy', answers: {} });
  expect((await db.doc('responseLinks/r1').get()).data()).toMatchObject({
    surveyId: 'legacy',
    customerToken: TOKEN,
  });
  expect((await db.doc('surveys/legacy').get()).get('fieldIds')).toEqual(['q1', 'q2']);
  expect((await db.doc('surveyAnswerSlots/legacy').get()).data()).toEqual({ count: 2 });
  expect((await db.collection('members/gone/mentions').get()).size).toBe(0);
  expect((await db.collection('members/here/mentions').get()).size).toBe(1);
  expect((await db.doc('members/here/private/secretFlags').get()).data()).toEqual({
    chatwork: true,
  });
  expect((await db.doc('assigneeNames/山本').get()).get('uid')).toBe('here');
  expect((await db.doc('assigneeNames/田中').get()).get('uid')).toBe('u9');
  expect((await db.doc('teamSettings/assignees').get()).exists).toBe(false);
  expect(await migrateSurveyAnswers(admin.surveyAnswers, () => {}, true)).toEqual({
    tokensMoved: 0,
    surveysKeyed: 0,
    slotsCleared: 0,
    mentionsDeleted: 0,
    secretsFlagged: 0,
    assigneeNamesMoved: 0,
  });
});
