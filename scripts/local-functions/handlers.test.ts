import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import {
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../functions/src/ai-summary/fake-openai-server.ts';
import { localFunctionHandlers } from './handlers.ts';

// Local mode's generateSurveySummary: the same handler as the Cloud Function, configured from
// the dev / preview server's environment, read per call.
const KEY = 'sk-local-key';
const saved = { ...process.env };
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY, reply: () => 'ローカルの要約' });
});
afterAll(() => fake.close());
afterEach(() => {
  for (const name of ['AI_API_KEY', 'AI_API_BASE', 'AI_MODEL']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

// The browser reads the stored survey for the local server (the protocol's context).
const survey = {
  survey: {
    aiSummaryEnabled: true,
    fields: [{ id: 'c', type: 'textarea', label: '感想', enableAiSummary: true }],
  },
  responses: [{ data: { surveyId: 's1', answers: { c: '良い' } }, submittedAtMs: 1 }],
};
const summarise = () =>
  localFunctionHandlers.generateSurveySummary!({ surveyId: 's1', fieldId: 'c' }, { survey });

test("without AI_API_KEY it fails with the spec's reason", async () => {
  delete process.env.AI_API_KEY;
  await expect(summarise()).rejects.toMatchObject({
    code: 'failed-precondition',
    message: 'AI APIキーが設定されていません',
  });
});

test('with AI_API_KEY, AI_API_BASE and AI_MODEL it asks that endpoint and model', async () => {
  process.env.AI_API_KEY = KEY;
  process.env.AI_API_BASE = fake.url;
  process.env.AI_MODEL = 'local-model';
  await expect(summarise()).resolves.toEqual({ summary: 'ローカルの要約', used: 1, total: 1 });
  expect(fake.requests.at(-1)).toMatchObject({
    authorization: `Bearer ${KEY}`,
    body: { model: 'local-model' },
  });
  expect(fake.requests.at(-1)!.body.messages![1]!.content).toContain('- 良い');
});

test('getChatworkMentions uses the key the browser read from the store, never one in the payload', async () => {
  await expect(
    localFunctionHandlers.getChatworkMentions!({ apiKey: 'payload-key' }, {}),
  ).rejects.toMatchObject({
    code: 'invalid-argument',
    message: 'ChatWork API KEYが設定されていません',
  });
});

test('notifySurveyResponse posts with the server’s notification token, never one from the browser', async () => {
  const { startFakeChatwork } =
    await import('../../functions/src/mentions/fake-chatwork-server.ts');
  const chatwork = await startFakeChatwork({
    'server-token': {
      me: { account_id: 1, name: 'bot', avatar_image_url: '' },
      rooms: [{ room_id: 42, name: '営業', last_update_time: 0, messages: [] }],
    },
  });
  try {
    process.env.CHATWORK_NOTIFY_TOKEN = 'server-token';
    process.env.CHATWORK_API_BASE = chatwork.url;
    const notification = {
      survey: { title: 'T', chatworkNotify: true, chatworkRoomId: '42', fields: [] },
      response: { surveyId: 's1', answers: {} },
      clientName: null,
      resultsUrl: 'http://localhost/surveys/s1/results',
    };
    await expect(
      localFunctionHandlers.notifySurveyResponse!(
        { responseId: 'r1', token: 'browser-token' },
        { notification },
      ),
    ).resolves.toEqual({ status: 'sent', messageId: '1000' });
    expect(chatwork.posts).toHaveLength(1);
    expect(chatwork.posts[0]!.token).toBe('server-token');
    await expect(
      localFunctionHandlers.notifySurveyResponse!({ responseId: 'r1' }, {}),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  } finally {
    delete process.env.CHATWORK_NOTIFY_TOKEN;
    delete process.env.CHATWORK_API_BASE;
    await chatwork.close();
  }
});
