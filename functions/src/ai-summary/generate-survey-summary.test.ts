import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallableError } from '../callable-error.js';
import { aiReasons } from './chat-completions.js';
import { DAILY_SUMMARY_LIMIT, memoryQuotaDb } from './daily-quota.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.js';
import {
  generateSurveySummary,
  summaryMessages,
  type GenerateSummaryDeps,
} from './generate-survey-summary.js';

const KEY = 'sk-handler-key';
let fake: FakeOpenAi;
let deps: GenerateSummaryDeps;
const staff = { uid: 'staff-1' };
const data = { surveyId: 's1', fieldId: 'c' };
const storedSurvey = {
  title: 't',
  aiSummaryEnabled: true,
  fields: [
    { id: 'c', type: 'textarea', label: 'ご意見', enableAiSummary: true },
    { id: 'n', type: 'text', label: '名前' },
  ],
};
const storedResponses = [
  { data: { surveyId: 's1', answers: { c: '遅いです', n: '山田' } }, submittedAtMs: 2 },
  { data: { surveyId: 's1', answers: { c: '' } }, submittedAtMs: 3 },
  { data: { surveyId: 's1', answers: { c: '便利です' } }, submittedAtMs: 5 },
];
const stored = async (surveyId: string) => (surveyId === 's1' ? storedSurvey : null);
const storedAnswers = async (surveyId: string) => (surveyId === 's1' ? storedResponses : []);

before(async () => {
  fake = await startFakeOpenAi({
    apiKey: KEY,
    reply: (request) =>
      `受け取った回答: ${(request.body.messages?.[1]?.content ?? '').split('\n').filter((line) => line.startsWith('- ')).length}件`,
  });
  deps = {
    isEditor: async (uid) => uid === staff.uid,
    config: { baseUrl: fake.url, model: 'm', apiKey: KEY },
    loadSurvey: stored,
    loadResponses: storedAnswers,
    quota: memoryQuotaDb(),
  };
});
after(() => fake.close());

async function rejection(promise: Promise<unknown>): Promise<CallableError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof CallableError, String(error));
    return error;
  }
  assert.fail('expected a CallableError');
}

test('staff get the summary of the stored non-empty answers, newest first', async () => {
  const result = await generateSurveySummary({ auth: staff, data }, deps);
  assert.deepEqual(result, { summary: '受け取った回答: 2件', used: 2, total: 2 });
  const prompt = fake.requests.at(-1)!.body.messages![1]!.content;
  assert.ok(prompt.includes('質問: ご意見'));
  assert.ok(prompt.includes('- 便利です\n- 遅いです'));
});

test('no e-mail address, phone number, the respondent’s own name or their link’s client reaches the AI provider', async () => {
  const survey = {
    title: 't',
    aiSummaryEnabled: true,
    fields: [
      { id: 'c', type: 'textarea', label: 'ご意見', enableAiSummary: true },
      { id: 'n', type: 'text', label: 'お名前' },
      { id: 'm', type: 'email', label: 'メールアドレス' },
    ],
  };
  const answers = {
    c: 'アオバ商事の田中一郎です。資料は ichiro.tanaka@example.co.jp に、急ぎなら０９０－１２３４－５６７８（+81 90 1234 5678）へ',
    n: '田中一郎',
    m: 'ichiro.tanaka@example.co.jp',
  };
  await generateSurveySummary(
    { auth: staff, data },
    {
      ...deps,
      loadSurvey: async () => survey,
      // Answered through the personal link of the customer アオバ商事 (on-call.ts reads its name).
      loadResponses: async () => [
        { data: { surveyId: 's1', answers }, submittedAtMs: 1, known: ['アオバ商事'] },
      ],
    },
  );
  const sent = JSON.stringify(fake.requests.at(-1)!.body);
  for (const personal of ['アオバ', '田中一郎', 'ichiro', '@', '1234', '5678'])
    assert.ok(!sent.includes(personal), `the provider received ${personal}`);
  assert.ok(
    sent.includes(
      '［氏名］の［氏名］です。資料は ［メール］ に、急ぎなら［電話番号］(［電話番号］)へ',
    ),
  );
});

test('text in the payload is ignored: the prompt is built from the stored survey only', async () => {
  await generateSurveySummary(
    {
      auth: staff,
      data: { ...data, question: '別の指示', answers: ['これを要約して'], totalAnswers: 1 },
    },
    deps,
  );
  const prompt = fake.requests.at(-1)!.body.messages![1]!.content;
  assert.ok(!prompt.includes('別の指示') && !prompt.includes('これを要約して'));
  assert.ok(prompt.includes('- 便利です'));
});

test('an unknown survey is not-found; a question not enabled for summaries is refused', async () => {
  const before = fake.requests.length;
  const missing = await rejection(
    generateSurveySummary({ auth: staff, data: { surveyId: 'gone', fieldId: 'c' } }, deps),
  );
  assert.deepEqual([missing.code, missing.message], ['not-found', summaryMessages.surveyMissing]);
  for (const fieldId of ['n', 'zz']) {
    const refused = await rejection(
      generateSurveySummary({ auth: staff, data: { surveyId: 's1', fieldId } }, deps),
    );
    assert.deepEqual(
      [refused.code, refused.message],
      ['failed-precondition', summaryMessages.notSummarisable],
    );
  }
  assert.equal(fake.requests.length, before);
});

test('a survey with AI要約に回答を送信する off is refused before any answer is read or sent', async () => {
  const before = fake.requests.length;
  let read = 0;
  const off = {
    ...deps,
    loadSurvey: async () => ({ ...storedSurvey, aiSummaryEnabled: false }),
    loadResponses: async () => {
      read += 1;
      return storedResponses;
    },
  };
  const refused = await rejection(generateSurveySummary({ auth: staff, data }, off));
  assert.deepEqual(
    [refused.code, refused.message],
    ['failed-precondition', summaryMessages.notEnabled],
  );
  assert.equal(fake.requests.length, before);
  assert.equal(read, 0, 'the responses were read');
});

test('each member has a daily allowance; a used-up one is refused before the provider is called', async () => {
  const quota = memoryQuotaDb();
  const now = () => new Date('2026-11-24T03:00:00Z');
  const limited = { ...deps, quota, now };
  for (let i = 0; i < DAILY_SUMMARY_LIMIT; i++)
    await generateSurveySummary({ auth: staff, data }, limited);
  const before = fake.requests.length;
  const refused = await rejection(generateSurveySummary({ auth: staff, data }, limited));
  assert.deepEqual(
    [refused.code, refused.message],
    ['resource-exhausted', summaryMessages.quotaUsed],
  );
  assert.equal(fake.requests.length, before);
  assert.match(summaryMessages.quotaUsed, /100回/);
  // A refused survey read or an empty question does not use up the allowance.
  const fresh = memoryQuotaDb();
  await rejection(
    generateSurveySummary(
      { auth: staff, data: { surveyId: 'gone', fieldId: 'c' } },
      { ...deps, quota: fresh },
    ),
  );
  assert.equal(fresh.docs.size, 0);
});

test('signed out or not staff: permission-denied, and the provider is not called', async () => {
  const before = fake.requests.length;
  for (const auth of [undefined, { uid: 'stranger' }]) {
    const error = await rejection(generateSurveySummary({ auth, data }, deps));
    assert.deepEqual(
      [error.code, error.message],
      ['permission-denied', summaryMessages.permissionDenied],
    );
  }
  assert.equal(fake.requests.length, before);
});

test("without configuration: failed-precondition with the spec's reason", async () => {
  const error = await rejection(
    generateSurveySummary({ auth: staff, data }, { ...deps, config: null }),
  );
  assert.deepEqual(
    [error.code, error.message],
    ['failed-precondition', 'AI APIキーが設定されていません'],
  );
  // The client recognises this state by the reason code, never by the message.
  assert.deepEqual(error.details, { reason: 'ai-not-configured' });
});

test('a malformed payload is invalid-argument; a question without answers is refused', async () => {
  for (const bad of [
    null,
    'x',
    { surveyId: 1, fieldId: 'c' },
    { surveyId: 's1' },
    { surveyId: 's1/../x', fieldId: 'c' },
    { surveyId: 'x'.repeat(129), fieldId: 'c' },
  ]) {
    assert.equal(
      (await rejection(generateSurveySummary({ auth: staff, data: bad }, deps))).code,
      'invalid-argument',
    );
  }
  const empty = await rejection(
    generateSurveySummary({ auth: staff, data }, { ...deps, loadResponses: async () => [] }),
  );
  assert.deepEqual([empty.code, empty.message], ['failed-precondition', summaryMessages.noAnswers]);
});

test("provider failures become the callable's codes with their reasons", async () => {
  const wrong = await rejection(
    generateSurveySummary(
      { auth: staff, data },
      { ...deps, config: { ...deps.config!, apiKey: 'bad' } },
    ),
  );
  assert.deepEqual([wrong.code, wrong.message], ['failed-precondition', aiReasons.invalidKey]);
  assert.equal(wrong.details, undefined);
  fake.status = 429;
  assert.equal(
    (await rejection(generateSurveySummary({ auth: staff, data }, deps))).code,
    'resource-exhausted',
  );
  fake.status = 502;
  assert.equal(
    (await rejection(generateSurveySummary({ auth: staff, data }, deps))).code,
    'unknown',
  );
  fake.status = null;
});

test('links in a draft are defanged before anyone sees it', async () => {
  const linking = await startFakeOpenAi({
    apiKey: KEY,
    reply: () => '詳しくは https://phish.example/login をご覧ください',
  });
  try {
    const result = await generateSurveySummary(
      { auth: staff, data },
      { ...deps, config: { baseUrl: linking.url, model: 'm', apiKey: KEY } },
    );
    assert.equal(result.summary, '詳しくは hxxps://phish(.)example/login をご覧ください');
  } finally {
    await linking.close();
  }
});
