import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { backend, FunctionCallError, setBackendForTests, type FunctionsPort } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import type { SurveyField } from '../../model/types';
import { resultsStrings } from '../../results-strings';
import { AiSummaryPanel } from './ai-summary-panel';

const field: SurveyField = {
  id: 'f-comment',
  type: 'textarea',
  label: 'ご意見',
  required: false,
  order: 0,
  enableAiSummary: true,
};
const calls: unknown[] = [];
let answer: () => Promise<unknown>;
const port: FunctionsPort = {
  call: async <Req, Res>(name: string, data: Req) => {
    calls.push([name, data]);
    return (await answer()) as Res;
  },
};

let n = 0;
beforeEach(async () => {
  n += 1;
  calls.length = 0;
  const local = await createLocalBackend({
    seed: 'empty',
    databaseName: `ai-panel-${n}-${Date.now()}`,
  });
  setBackendForTests({ ...local, functions: port });
  await backend().data.set('surveys', 's1', { title: 'T', fields: [field], summaries: {} });
});

test("without configuration: the spec's message, calmly, with a hint for the administrator", async () => {
  answer = () =>
    Promise.reject(
      new FunctionCallError('failed-precondition', 'AI APIキーが設定されていません', {
        reason: CALLABLE_REASONS.aiNotConfigured,
      }),
    );
  render(<AiSummaryPanel surveyId="s1" field={field} answers={['a']} stored={undefined} />);
  expect(
    await screen.findByText('要約の生成に失敗しました: AI APIキーが設定されていません'),
  ).toBeInTheDocument();
  expect(screen.getByText(resultsStrings.ai.notConfiguredHint)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a new summary is shown and stored with the count of answers it was made from', async () => {
  answer = async () => ({ summary: '肯定的な意見が中心です。', used: 2, total: 2 });
  render(
    <AiSummaryPanel surveyId="s1" field={field} answers={['良い', '速い']} stored={undefined} />,
  );
  expect(await screen.findByText('肯定的な意見が中心です。')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  await waitFor(async () => {
    const doc = await backend().data.get('surveys', 's1');
    expect(doc?.data.summaries).toMatchObject({
      'f-comment': { summary: '肯定的な意見が中心です。', responseCount: 2 },
    });
  });
});

test('a stored summary of the same count is reused; regenerate asks again', async () => {
  answer = async () => ({ summary: '新しい要約', used: 1, total: 1 });
  render(
    <AiSummaryPanel
      surveyId="s1"
      field={field}
      answers={['良い']}
      stored={{ summary: '保存済みの要約', responseCount: 1, updatedAt: null }}
    />,
  );
  expect(screen.getByText('保存済みの要約')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: resultsStrings.ai.regenerate }));
  expect(await screen.findByText('新しい要約')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

test('any other failure is an error with its reason', async () => {
  answer = () =>
    Promise.reject(new FunctionCallError('resource-exhausted', 'AI APIの利用上限に達しました'));
  render(<AiSummaryPanel surveyId="s1" field={field} answers={['a']} stored={undefined} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '要約の生成に失敗しました: AI APIの利用上限に達しました',
  );
  expect(screen.queryByText(resultsStrings.ai.notConfiguredHint)).toBeNull();
});

test('no answers: the spec text and no call', () => {
  answer = async () => ({ summary: 'x' });
  render(<AiSummaryPanel surveyId="s1" field={field} answers={[]} stored={undefined} />);
  expect(screen.getByText('要約可能な回答がありません。')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});
