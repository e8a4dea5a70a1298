import { vi } from 'vitest';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { choiceKey, STATS_VERSION } from '../model/aggregate-answers';
import {
  backfillStats,
  closeDueSurveys,
  recountLocally,
  registerLocalTriggers,
} from './local-triggers';

let n = 0;
const fields = [
  {
    id: 'plan',
    type: 'radio',
    label: 'plan',
    required: true,
    order: 0,
    options: [
      { id: 'oa', label: 'A', value: 'a' },
      { id: 'ob', label: 'B', value: 'b' },
    ],
  },
  { id: 'num', type: 'number', label: 'num', required: false, order: 1 },
];

test('the local backend keeps surveyStats and responseCount on submit', async () => {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `triggers-${(n += 1)}` });
  await local.data.set('surveys', 's1', { fields, status: 'published', responseCount: 0 });
  // A legacy response exists before statistics did: the first add recounts everything.
  await local.data.add('surveyResponses', {
    surveyId: 's1',
    responses: [{ fieldId: 'plan', value: 'a' }],
  });
  await registerLocalTriggers(local.data);
  await local.data.add('responses', { surveyId: 's1', answers: { plan: 'b', num: '5' } });
  await local.data.add('responses', { surveyId: 's1', answers: { plan: 'b', num: 'x' } });
  await local.data.add('responses', { surveyId: 's1', answers: { plan: '__x__', num: 1e308 } });
  const stats = await local.data.get('surveyStats', 's1');
  expect(stats?.data).toMatchObject({
    version: STATS_VERSION,
    responseCount: 4,
    fields: {
      plan: { answered: 3, other: 1, counts: { [choiceKey('a')]: 1, [choiceKey('b')]: 2 } },
      num: { answered: 1, other: 2, numeric: { count: 1, sum: 5, min: 5, max: 5 } },
    },
  });
  expect(Object.keys((stats?.data.fields as { plan: { counts: object } }).plan.counts)).toEqual([
    choiceKey('a'),
    choiceKey('b'),
  ]);
  // One meaning with the statistics: the legacy response counts too.
  expect((await local.data.get('surveys', 's1'))?.data.responseCount).toBe(4);
});

test('a statistics document keyed by answer text (before version 2) is recounted', async () => {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `triggers-${(n += 1)}` });
  await local.data.set('surveys', 's1', { fields, status: 'published', responseCount: 1 });
  await local.data.add('responses', { surveyId: 's1', answers: { plan: 'a' } });
  await local.data.set('surveyStats', 's1', {
    responseCount: 1,
    fields: { plan: { answered: 1, counts: { a: 1, forged: 7 } } },
  });
  await registerLocalTriggers(local.data);
  await local.data.add('responses', { surveyId: 's1', answers: { plan: 'b' } });
  const stats = (await local.data.get('surveyStats', 's1'))?.data;
  expect(stats).toMatchObject({ version: STATS_VERSION, responseCount: 2 });
  expect((stats?.fields as { plan: { counts: object } }).plan.counts).toEqual({
    [choiceKey('a')]: 1,
    [choiceKey('b')]: 1,
  });
});

test('backfill computes missing statistics once and leaves existing ones', async () => {
  const local = await createLocalBackend({ seed: 'demo', databaseName: `triggers-${(n += 1)}` });
  expect(await local.data.get('surveyStats', 'seed-survey-satisfaction')).toBeNull();
  await backfillStats(local.data);
  const stats = await local.data.get('surveyStats', 'seed-survey-satisfaction');
  expect(stats?.data.responseCount).toBe(9);
  await local.data.set('surveyStats', 'seed-survey-satisfaction', {
    version: STATS_VERSION,
    responseCount: 99,
  });
  await backfillStats(local.data);
  expect(
    (await local.data.get('surveyStats', 'seed-survey-satisfaction'))?.data.responseCount,
  ).toBe(99);
});

test('the local backend refuses responses the rules refuse, and stores nothing then', async () => {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `triggers-${(n += 1)}` });
  const base = { fields, responseCount: 0 };
  await local.data.set('surveys', 'live', {
    ...base,
    status: 'published',
    fieldIds: ['plan', 'num'],
  });
  await local.data.set('surveys', 'legacy', { ...base, status: 'published' });
  await local.data.set('surveys', 'draft', { ...base, status: 'draft' });
  await local.data.set('surveys', 'closed', { ...base, status: 'closed' });
  await local.data.set('surveys', 'archived', { ...base, status: 'published', isArchived: true });
  await registerLocalTriggers(local.data);
  const add = (surveyId: unknown, answers: unknown = { plan: 'a' }) =>
    local.data.add('responses', { surveyId, answers });

  await expect(add('live', { plan: 'a', num: 3 })).resolves.toMatch(/^[A-Za-z0-9]{20}$/);
  await expect(add('legacy', { anything: 'x' })).resolves.toBeTruthy();
  for (const id of ['draft', 'closed', 'archived', 'missing', '', 42]) {
    await expect(add(id)).rejects.toMatchObject({ code: 'permission-denied' });
  }
  await expect(add('live', { plan: 'a', forged: 'x' })).rejects.toMatchObject({
    code: 'permission-denied',
  });
  await expect(add('live', ['a'])).rejects.toMatchObject({ code: 'permission-denied' });
  await expect(add('live', null)).rejects.toMatchObject({ code: 'permission-denied' });
  // An answer out of its field's bound, as the server's trigger deletes it.
  await expect(add('live', { plan: 'x'.repeat(501) })).rejects.toMatchObject({
    code: 'permission-denied',
  });
  expect(await local.data.query('responses')).toHaveLength(2);
});

test('one answer per personal link: the first is recorded, a second through it is refused', async () => {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `triggers-${(n += 1)}` });
  const survey = { fields, responseCount: 0, status: 'published', fieldIds: ['plan', 'num'] };
  await local.data.set('surveys', 'once', { ...survey, oneAnswerPerLink: true });
  await local.data.set('surveys', 'many', survey);
  await local.data.set('ob_list', 'o1', { clientName: 'OB社' });
  const token = (surveyId: string) =>
    local.data.add('surveyLinks', { surveyId, table: 'ob_list', rowId: 'o1', clientName: 'OB社' });
  const [once, many] = [await token('once'), await token('many')];
  await registerLocalTriggers(local.data);
  // As public-submit.ts writes it: the token in its own record beside the response.
  const add = (surveyId: string, customerToken: string) =>
    local.data.add(
      'responses',
      { surveyId, answers: { plan: 'a' } },
      {
        alongside: (id) => [{ collection: 'responseLinks', id, data: { surveyId, customerToken } }],
      },
    );

  const first = await add('once', once);
  expect((await local.data.get('surveyLinkAnswers', once))?.data).toMatchObject({
    surveyId: 'once',
    responseId: first,
  });
  // The token is never on the public response, only in its private record (read by staff).
  expect((await local.data.get('responses', first))?.data).not.toHaveProperty('customerToken');
  expect((await local.data.get('responseLinks', first))?.data).toMatchObject({
    surveyId: 'once',
    customerToken: once,
  });
  await expect(add('once', once)).rejects.toMatchObject({ code: 'permission-denied' });
  // Without the setting, a link answers as often as it is used; the first answer stays recorded.
  const manyFirst = await add('many', many);
  await expect(add('many', many)).resolves.toBeTruthy();
  expect((await local.data.get('surveyLinkAnswers', many))?.data.responseId).toBe(manyFirst);
  // A forged token is an anonymous answer, however often.
  await expect(add('once', 'ZZZZZZZZZZZZZZZZZZZZ')).resolves.toBeTruthy();
  await expect(add('once', 'ZZZZZZZZZZZZZZZZZZZZ')).resolves.toBeTruthy();
});

test('closing: a survey closes at its answer limit, and at its time; answers past either are refused', async () => {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `triggers-${(n += 1)}` });
  const base = { fields, responseCount: 0, status: 'published', fieldIds: ['plan', 'num'] };
  const soon = new Date(Date.now() + 60_000);
  await local.data.set('surveys', 'capped', { ...base, maxResponses: 2 });
  await local.data.set('surveys', 'timed', { ...base, closesAt: soon });
  await local.data.set('surveys', 'past', { ...base, closesAt: new Date(Date.now() - 1000) });
  await registerLocalTriggers(local.data);
  const add = (surveyId: string) =>
    local.data.add('responses', { surveyId, answers: { plan: 'a' } });

  await add('capped');
  expect((await local.data.get('surveys', 'capped'))?.data.status).toBe('published');
  await add('capped');
  const capped = (await local.data.get('surveys', 'capped'))?.data;
  expect(capped).toMatchObject({ status: 'closed', responseCount: 2 });
  expect(capped?.closedAt).toBeInstanceOf(Date);
  await expect(add('capped')).rejects.toMatchObject({ code: 'permission-denied' });

  // Past its time: refused even while the status still says published.
  await expect(add('past')).rejects.toMatchObject({ code: 'permission-denied' });
  await expect(add('timed')).resolves.toBeTruthy();

  await closeDueSurveys(local.data, new Date(soon.getTime() + 1));
  expect((await local.data.get('surveys', 'timed'))?.data).toMatchObject({
    status: 'closed',
    closedAt: soon,
  });
  expect((await local.data.get('surveys', 'past'))?.data.status).toBe('closed');
});

test('Chatwork: one call per response of a notifying survey, its outcome recorded; failures too', async () => {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `triggers-${(n += 1)}` });
  const base = { fields, responseCount: 0, status: 'published', fieldIds: ['plan', 'num'] };
  await local.data.set('surveys', 'loud', { ...base, chatworkNotify: true, chatworkRoomId: '42' });
  await local.data.set('surveys', 'quiet', { ...base, chatworkRoomId: '42' });
  const calls: unknown[] = [];
  let answer: () => Promise<unknown> = async () => ({ status: 'sent', messageId: '7' });
  const functions = {
    call: async <Req, Res>(name: string, data: Req) => {
      calls.push([name, data]);
      return (await answer()) as Res;
    },
  };
  await registerLocalTriggers(local.data, functions);
  const add = (surveyId: string) =>
    local.data.add('responses', { surveyId, answers: { plan: 'a' } });
  const outcome = async (id: string) => {
    await vi.waitFor(async () =>
      expect(['sent', 'failed']).toContain(
        (await local.data.get('surveyNotifications', id))?.data.status,
      ),
    );
    return (await local.data.get('surveyNotifications', id))?.data;
  };

  const sent = await add('loud');
  expect(await outcome(sent)).toMatchObject({ surveyId: 'loud', status: 'sent', messageId: '7' });
  expect(calls).toEqual([['notifySurveyResponse', { responseId: sent }]]);

  await add('quiet');
  expect(calls).toHaveLength(1);
  expect(await local.data.query('surveyNotifications')).toHaveLength(1);

  answer = () => Promise.reject(new Error('ローカルサーバーに接続できませんでした'));
  const failed = await add('loud');
  expect(await outcome(failed)).toMatchObject({
    status: 'failed',
    reason: 'ローカルサーバーに接続できませんでした',
  });
});

test('再集計 (local): statistics and responseCount rebuilt from every response', async () => {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `triggers-${(n += 1)}` });
  await local.data.set('surveys', 's1', { fields, status: 'published', responseCount: 40 });
  await local.data.set('surveyStats', 's1', { version: STATS_VERSION, responseCount: 99 });
  await local.data.add('responses', { surveyId: 's1', answers: { plan: 'a' } });
  await local.data.add('surveyResponses', {
    surveyId: 's1',
    responses: [{ fieldId: 'plan', value: 'b' }],
  });
  expect(await recountLocally(local.data, 's1')).toBe(2);
  expect((await local.data.get('surveys', 's1'))?.data.responseCount).toBe(2);
  expect((await local.data.get('surveyStats', 's1'))?.data).toMatchObject({
    responseCount: 2,
    fields: { plan: { counts: { [choiceKey('a')]: 1, [choiceKey('b')]: 1 } } },
  });
  expect(await recountLocally(local.data, 'missing')).toBeNull();
});

test('表示条件: an answer to a question hidden for the response is refused; shown ones are counted', async () => {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `triggers-${(n += 1)}` });
  const byProgress = {
    match: 'all',
    conditions: [{ source: { kind: 'link', key: 'ob.progress' }, op: 'is', values: ['納品済み'] }],
  };
  await local.data.set('surveys', 'ruled', {
    status: 'published',
    responseCount: 0,
    fieldIds: ['memo'],
    fields: [{ id: 'memo', type: 'text', label: '納品のご感想', showIf: byProgress }],
  });
  await local.data.set('ob_list', 'o1', { clientName: 'OB社', progress: '納品済み' });
  const customerToken = await local.data.add('surveyLinks', {
    surveyId: 'ruled',
    table: 'ob_list',
    rowId: 'o1',
    clientName: 'OB社',
  });
  await local.data.set('surveyLinkValues', customerToken, {
    surveyId: 'ruled',
    values: { 'ob.progress': '納品済み' },
  });
  await registerLocalTriggers(local.data);
  const add = (withLink: boolean) =>
    local.data.add(
      'responses',
      { surveyId: 'ruled', answers: { memo: '丁寧でした' } },
      withLink
        ? {
            alongside: (id) => [
              { collection: 'responseLinks', id, data: { surveyId: 'ruled', customerToken } },
            ],
          }
        : {},
    );

  // Without the link the question was hidden: its answer is refused.
  await expect(add(false)).rejects.toMatchObject({ code: 'permission-denied' });
  await expect(add(true)).resolves.toBeTruthy();
  const stats = (await local.data.get('surveyStats', 'ruled'))?.data as {
    fields: Record<string, { shown: number; answered: number }>;
  };
  expect(stats.fields.memo).toMatchObject({ shown: 1, answered: 1 });
});
