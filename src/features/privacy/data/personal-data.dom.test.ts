import { setBackendForTests } from '@/lib/backend';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local/local-backend';
import { DEMO_ACCOUNT } from '@/lib/backend/local/seed';
import { erasePersonalStep, findPersonal } from './personal-data';

vi.setConfig({ testTimeout: 30_000 });

let n = 0;
let local: LocalBackend;
const ME = { uid: DEMO_ACCOUNT.uid };
const EMAIL = 'taro.yamada@example.com';
const TOKEN = 'TOKENabcdefghij12345';

/** One customer, 山田 太郎 of 山田商店, across every collection that can hold them. */
async function seedCustomer(data: LocalBackend['data']) {
  await data.set('sa_list', 'r1', {
    clientName: '山田商店',
    contactPerson: '山田 太郎',
    contactInfo: EMAIL,
    phoneNumber: '03-1234-5678',
  });
  await data.set('ob_list', 'o-merged', {
    clientName: '山田商店（旧）',
    contactInfo: EMAIL,
    mergedInto: 'x',
  });
  await data.set('sa_list', 'other', { clientName: '別の会社', contactInfo: 'other@example.com' });
  await data.set('surveyLinks', TOKEN, {
    surveyId: 's1',
    table: 'sa_list',
    rowId: 'r1',
    clientName: '山田商店',
  });
  await data.set('surveyLinkValues', TOKEN, { surveyId: 's1', values: { 'q.0': '1' } });
  await data.set('surveyLinkAnswers', TOKEN, { surveyId: 's1', responseId: 'resp1' });
  await data.set('responses', 'resp1', { surveyId: 's1', answers: { q: 'よろしく' } });
  await data.set('responseLinks', 'resp1', { surveyId: 's1', customerToken: TOKEN });
  await data.set('responses', 'resp2', { surveyId: 's1', answers: { mail: EMAIL.toUpperCase() } });
  await data.set('responses', 'resp-other', { surveyId: 's1', answers: { mail: 'x@example.com' } });
  await data.set('customerComments', 'c1', {
    table: 'sa_list',
    rowId: 'r1',
    body: '訪問予定',
    authorUid: ME.uid,
    mentions: [],
  });
  await data.set(`members/${DEMO_ACCOUNT.uid}/mentions`, 'comment-c1', { body: '訪問予定' });
  await data.set('customer_history', 'h1', { table: 'sa_list', rowId: 'r1', changes: [] });
  await data.set('reminderSends', 'rs1', { table: 'sa_list', rowId: 'r1', title: 'x' });
  await data.set('trash', 'sa_list_t1', {
    collection: 'sa_list',
    id: 't1',
    data: { contactInfo: EMAIL },
  });
}

beforeEach(async () => {
  local = await createLocalBackend({ seed: 'empty', databaseName: `privacy-${(n += 1)}` });
  setBackendForTests(local);
  await seedCustomer(local.data);
});

test('開示 finds one customer across every collection, by e-mail however it is written', async () => {
  const found = await findPersonal('TARO.YAMADA＠example.com', ME);
  expect(found.map((item) => item.path).sort()).toEqual(
    [
      'sa_list/r1',
      'ob_list/o-merged',
      'trash/sa_list_t1',
      `surveyLinks/${TOKEN}`,
      `surveyLinkValues/${TOKEN}`,
      `surveyLinkAnswers/${TOKEN}`,
      'responses/resp1',
      'responseLinks/resp1',
      'responses/resp2',
      'customerComments/c1',
      `members/${DEMO_ACCOUNT.uid}/mentions/comment-c1`,
      'customer_history/h1',
      'reminderSends/rs1',
    ].sort(),
  );
  // Found by phone too, hyphens or not; the 監査ログ says what kind, never the value.
  expect((await findPersonal('0312345678', ME)).map((item) => item.path)).toContain('sa_list/r1');
  const log = await local.data.query('auditLog');
  expect(log.map((entry) => entry.data.target)).toEqual(
    expect.arrayContaining(['メールアドレス', '電話番号']),
  );
  expect(JSON.stringify(log)).not.toContain('yamada');
});

test('消去 leaves nothing of them and nothing else is touched', async () => {
  let step = await erasePersonalStep(EMAIL, ME);
  while (step.remaining > 0) step = await erasePersonalStep(EMAIL, ME);
  expect(await findPersonal(EMAIL, ME)).toEqual([]);
  expect(await findPersonal('山田', ME)).toEqual([]);
  expect(await local.data.get('sa_list', 'other')).not.toBeNull();
  expect(await local.data.get('responses', 'resp-other')).not.toBeNull();
  const [erasure] = await local.data.query('auditLog', {
    where: [{ field: 'action', value: 'erasure' }],
  });
  expect(erasure?.data).toMatchObject({ target: 'メールアドレス', count: 13 });
});

test('a 管理者 only; a single character is refused', async () => {
  await local.data.update('members', DEMO_ACCOUNT.uid, { role: 'member' });
  await expect(findPersonal(EMAIL, ME)).rejects.toMatchObject({ code: 'permission-denied' });
  await local.data.update('members', DEMO_ACCOUNT.uid, { role: 'admin' });
  await expect(findPersonal('山田', ME)).resolves.not.toEqual([]);
  await expect(findPersonal('山', ME)).rejects.toMatchObject({ code: 'invalid-argument' });
});
