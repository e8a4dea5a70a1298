import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { FunctionCallError, setBackendForTests, type FunctionsPort } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { expect, test } from 'vitest';
import type { SurveyField } from '../model/types';
import { AI_KEY_MISSING, AiNotConfiguredError, generateSummary } from './ai-summary-generator';

const field: SurveyField = {
  id: 'c',
  type: 'textarea',
  label: 'ご意見',
  required: false,
  order: 0,
};

async function withFunctions(port: FunctionsPort) {
  const local = await createLocalBackend({
    seed: 'empty',
    databaseName: `ai-summary-${Date.now()}-${Math.random()}`,
  });
  setBackendForTests({ ...local, functions: port });
}

test('calls generateSurveySummary with the question and answers and returns the summary', async () => {
  const calls: unknown[] = [];
  await withFunctions({
    call: async <Req, Res>(name: string, data: Req) => {
      calls.push([name, data]);
      return { summary: '好意的な意見が多い。' } as Res;
    },
  });
  await expect(generateSummary(field, ['便利', '遅い'])).resolves.toBe('好意的な意見が多い。');
  expect(calls).toEqual([
    ['generateSurveySummary', { question: 'ご意見', answers: ['便利', '遅い'], totalAnswers: 2 }],
  ]);
});

test("the function's not-configured failure becomes AiNotConfiguredError with the spec's reason", async () => {
  await withFunctions({
    call: async () => {
      throw new FunctionCallError('failed-precondition', AI_KEY_MISSING, {
        reason: CALLABLE_REASONS.aiNotConfigured,
      });
    },
  });
  const error = await generateSummary(field, ['a']).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AiNotConfiguredError);
  expect((error as Error).message).toBe('AI APIキーが設定されていません');
});

test('the client matches the reason code, never the message text', async () => {
  await withFunctions({
    call: async () => {
      throw new FunctionCallError('failed-precondition', AI_KEY_MISSING);
    },
  });
  const error = await generateSummary(field, ['a']).catch((e: unknown) => e);
  expect(error).not.toBeInstanceOf(AiNotConfiguredError);
  expect(error).toMatchObject({ message: AI_KEY_MISSING });
});

test('other failures pass through; an empty answer is a failure too', async () => {
  await withFunctions({
    call: async () => {
      throw new FunctionCallError('failed-precondition', 'AI APIキーが無効です');
    },
  });
  const invalid = await generateSummary(field, ['a']).catch((e: unknown) => e);
  expect(invalid).not.toBeInstanceOf(AiNotConfiguredError);
  expect(invalid).toMatchObject({ message: 'AI APIキーが無効です' });
  await withFunctions({ call: async <_Req, Res>() => ({ summary: '  ' }) as Res });
  await expect(generateSummary(field, ['a'])).rejects.toThrow();
});
