import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallableError } from '../callable-error.js';
import { aiReasons } from './chat-completions.js';
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
const data = { question: 'ご意見', answers: ['便利です', '', '遅いです'], totalAnswers: 2 };

before(async () => {
  fake = await startFakeOpenAi({
    apiKey: KEY,
    reply: (request) =>
      `受け取った回答: ${(request.body.messages?.[1]?.content ?? '').split('\n').filter((line) => line.startsWith('- ')).length}件`,
  });
  deps = {
    isStaff: async (uid) => uid === staff.uid,
    config: { baseUrl: fake.url, model: 'm', apiKey: KEY },
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

test('staff get the summary of the non-empty answers', async () => {
  const result = await generateSurveySummary({ auth: staff, data }, deps);
  assert.deepEqual(result, { summary: '受け取った回答: 2件', used: 2 });
  const prompt = fake.requests.at(-1)!.body.messages![1]!.content;
  assert.ok(prompt.includes('- 便利です\n- 遅いです'));
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

test('a malformed payload or no answers is invalid-argument', async () => {
  for (const bad of [null, 'x', { question: 1, answers: [] }, { question: 'q', answers: 'a' }]) {
    assert.equal(
      (await rejection(generateSurveySummary({ auth: staff, data: bad }, deps))).code,
      'invalid-argument',
    );
  }
  const empty = await rejection(
    generateSurveySummary({ auth: staff, data: { question: 'q', answers: [' ', 3] } }, deps),
  );
  assert.equal(empty.message, summaryMessages.noAnswers);
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
