import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import {
  AI_MAX_TOKENS,
  AiProviderError,
  aiReasons,
  DEFAULT_AI_API_BASE,
  DEFAULT_AI_MODEL,
  MAX_SUMMARY_CHARS,
  requestChatCompletion,
  resolveAiConfig,
  type AiConfig,
} from './chat-completions.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.js';

const KEY = 'sk-test-key';
let fake: FakeOpenAi;
let config: AiConfig;
const messages = [{ role: 'user' as const, content: 'こんにちは' }];

before(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
  config = { baseUrl: `${fake.url}/`, model: 'test-model', apiKey: KEY };
});
after(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.status = null;
  fake.delayMs = 0;
  fake.reply = () => '  要約です。  ';
});

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AiProviderError, String(error));
    return error;
  }
  assert.fail('expected a failure');
}

test('posts {model, messages, max_tokens} to {base}/chat/completions with the key as Bearer only', async () => {
  assert.equal(await requestChatCompletion(config, messages), '要約です。');
  assert.equal(fake.requests.length, 1);
  const [request] = fake.requests;
  assert.equal(request!.path, '/v1/chat/completions');
  assert.equal(request!.authorization, `Bearer ${KEY}`);
  assert.deepEqual(request!.body, { model: 'test-model', messages, max_tokens: AI_MAX_TOKENS });
  assert.equal(AI_MAX_TOKENS, 1000);
});

test('a rejected key, a rate limit and a server error have their own reasons', async () => {
  const wrongKey = await failure(
    requestChatCompletion({ ...config, apiKey: 'sk-wrong' }, messages),
  );
  assert.deepEqual([wrongKey.kind, wrongKey.message], ['invalid-key', aiReasons.invalidKey]);
  assert.ok(!wrongKey.message.includes('sk-wrong'));
  fake.status = 429;
  assert.equal((await failure(requestChatCompletion(config, messages))).kind, 'rate-limited');
  fake.status = 500;
  const server = await failure(requestChatCompletion(config, messages));
  assert.deepEqual([server.kind, server.message], ['unexpected', aiReasons.unexpected(500)]);
});

test('an empty answer is a failure, not an empty summary; a huge one is cut', async () => {
  fake.reply = () => '   ';
  assert.equal((await failure(requestChatCompletion(config, messages))).message, aiReasons.empty);
  fake.reply = () => 'あ'.repeat(MAX_SUMMARY_CHARS + 10);
  assert.equal((await requestChatCompletion(config, messages)).length, MAX_SUMMARY_CHARS);
});

test('a provider that does not answer in time, and one that is not there', async () => {
  fake.delayMs = 500;
  const slow = await failure(requestChatCompletion(config, messages, { timeoutMs: 100 }));
  assert.deepEqual([slow.kind, slow.message], ['timeout', aiReasons.timeout]);
  fake.delayMs = 0;
  const closed = await startFakeOpenAi({ apiKey: KEY });
  const url = closed.url;
  await closed.close();
  const gone = await failure(requestChatCompletion({ ...config, baseUrl: url }, messages));
  assert.deepEqual([gone.kind, gone.message], ['unreachable', aiReasons.unreachable]);
});

test('configuration: no key, a blank one or "none" is not configured; defaults fill the rest', () => {
  assert.equal(resolveAiConfig({}), null);
  assert.equal(resolveAiConfig({ apiKey: '  ' }), null);
  assert.equal(resolveAiConfig({ apiKey: 'NONE', baseUrl: 'http://x' }), null);
  assert.deepEqual(resolveAiConfig({ apiKey: ' k ', baseUrl: '', model: ' ' }), {
    apiKey: 'k',
    baseUrl: DEFAULT_AI_API_BASE,
    model: DEFAULT_AI_MODEL,
  });
  assert.deepEqual(resolveAiConfig({ apiKey: 'k', baseUrl: 'http://h/v1', model: 'm' }), {
    apiKey: 'k',
    baseUrl: 'http://h/v1',
    model: 'm',
  });
});
