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

test('calls generateSurveySummary with the survey and question ids only, and returns the summary', async () => {
  const calls: unknown[] = [];
  await withFunctions({
    call: async <Req, Res>(name: string, data: Req) => {
      calls.push([name, data]);
      return { summary: '好意的な意見が多い。', used: 2, total: 2 } as Res;
    },
  });
  await expect(generateSummary('s1', field)).resolves.toEqual({
    summary: '好意的な意見が多い。',
    total: 2,
  });
  expect(calls).toEqual([['generateSurveySummary', { surveyId: 's1', fieldId: 'c' }]]);
});

test("the function's not-configured failure becomes AiNotConfiguredError with the spec's reason", async () => {
  await withFunctions({
    call: async () => {
      throw new FunctionCallError('failed-precondition', AI_KEY_MISSING, {
        reason: CALLABLE_REASONS.aiNotConfigured,
      });
    },
  });
  const error = await generateSummary('s1', field).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AiNotConfiguredError);
  expect((error as Error).message).toBe('AI APIキーが設定されていません');
});

test('the client matches the reason code, never the message text', async () => {
  await withFunctions({
    call: async () => {
      throw new FunctionCallError('failed-precondition', AI_KEY_MISSING);
    },
  });
  const error = await generateSummary('s1', field).catch((e: unknown) => e);
  expect(error).not.toBeInstanceOf(AiNotConfiguredError);
  expect(error).toMatchObject({ message: AI_KEY_MISSING });
});

test('other failures pass through; an empty summary or a missing count is a failure too', async () => {
  await withFunctions({
    call: async () => {
      throw new FunctionCallError('failed-precondition', 'AI APIキーが無効です');
    },
  });
  const invalid = await generateSummary('s1', field).catch((e: unknown) => e);
  expect(invalid).not.toBeInstanceOf(AiNotConfiguredError);
  expect(invalid).toMatchObject({ message: 'AI APIキーが無効です' });
  await withFunctions({ call: async <_Req, Res>() => ({ summary: '  ', total: 1 }) as Res });
  await expect(generateSummary('s1', field)).rejects.toThrow();
  await withFunctions({ call: async <_Req, Res>() => ({ summary: '要約' }) as Res });
  await expect(generateSummary('s1', field)).rejects.toThrow();
});
