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
const review = { published: undefined, by: { uid: 'u1', name: '山田' }, enabled: true };
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
  render(
    <AiSummaryPanel surveyId="s1" field={field} answerCount={1} stored={undefined} {...review} />,
  );
  expect(
    await screen.findByText('要約の生成に失敗しました: AI APIキーが設定されていません'),
  ).toBeInTheDocument();
  expect(screen.getByText(resultsStrings.ai.notConfiguredHint)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a new summary is shown and stored with the count of answers it was made from', async () => {
  answer = async () => ({ summary: '肯定的な意見が中心です。', used: 2, total: 2 });
  render(
    <AiSummaryPanel surveyId="s1" field={field} answerCount={2} stored={undefined} {...review} />,
  );
  expect(await screen.findByText('肯定的な意見が中心です。')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  // A draft for staff: not on the survey document, which visitors can read.
  await waitFor(async () => {
    const drafts = await backend().data.get('surveySummaries', 's1');
    expect(drafts?.data).toMatchObject({
      'f-comment': { summary: '肯定的な意見が中心です。', responseCount: 2 },
    });
  });
  expect((await backend().data.get('surveys', 's1'))?.data.summaries).toEqual({});
  expect(screen.getByText(resultsStrings.ai.notPublished)).toBeInTheDocument();
});

test('公開する puts the reviewed text on the survey with who and when; 非公開にする takes it off', async () => {
  answer = async () => ({ summary: 'x', used: 1, total: 1 });
  const user = userEvent.setup();
  render(
    <AiSummaryPanel
      surveyId="s1"
      field={field}
      answerCount={1}
      stored={{ summary: '確認済みの要約', responseCount: 1, updatedAt: null }}
      {...review}
    />,
  );
  await user.click(screen.getByRole('button', { name: '公開する' }));
  expect(
    await screen.findByText(/^公開中（山田・\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}）$/),
  ).toBeVisible();
  const published = (await backend().data.get('surveys', 's1'))?.data.summaries as Record<
    string,
    Record<string, unknown>
  >;
  expect(published['f-comment']).toMatchObject({
    summary: '確認済みの要約',
    responseCount: 1,
    publishedBy: 'u1',
    publishedByName: '山田',
  });
  expect(published['f-comment']!.publishedAt).toBeInstanceOf(Date);

  await user.click(screen.getByRole('button', { name: '非公開にする' }));
  expect(await screen.findByText(resultsStrings.ai.notPublished)).toBeVisible();
  expect((await backend().data.get('surveys', 's1'))?.data.summaries).toEqual({});
  expect(calls).toHaveLength(0);
});

test('generating again withdraws the published copy until it is published again', async () => {
  answer = async () => ({ summary: '新しい要約', used: 1, total: 1 });
  await backend().data.update('surveys', 's1', {
    'summaries.f-comment': { summary: '古い要約', responseCount: 1, publishedAt: new Date() },
  });
  const user = userEvent.setup();
  render(
    <AiSummaryPanel
      surveyId="s1"
      field={field}
      enabled
      answerCount={1}
      stored={{ summary: '古い要約', responseCount: 1, updatedAt: null }}
      published={{
        summary: '古い要約',
        responseCount: 1,
        updatedAt: null,
        publishedAt: new Date('2026-11-25T01:00:00Z'),
        publishedBy: 'u2',
        publishedByName: '佐藤',
      }}
      by={review.by}
    />,
  );
  expect(screen.getByText('公開中（佐藤・2026/11/25 10:00）')).toBeVisible();
  await user.click(screen.getByRole('button', { name: resultsStrings.ai.regenerate }));
  expect(await screen.findByText('新しい要約')).toBeVisible();
  expect(screen.getByText(resultsStrings.ai.notPublished)).toBeVisible();
  expect(screen.getByRole('button', { name: '公開する' })).toBeEnabled();
  expect((await backend().data.get('surveys', 's1'))?.data.summaries).toEqual({});
});

test('opening the panel with more answers keeps a published summary; only 再生成 replaces it', async () => {
  answer = async () => ({ summary: '新しい要約', used: 2, total: 2 });
  const publishedCopy = {
    summary: '公開済みの要約',
    responseCount: 1,
    updatedAt: null,
    publishedAt: new Date('2026-11-25T01:00:00Z'),
    publishedBy: 'u2',
    publishedByName: '佐藤',
  };
  await backend().data.update('surveys', 's1', { 'summaries.f-comment': publishedCopy });
  render(
    <AiSummaryPanel
      surveyId="s1"
      field={field}
      answerCount={2}
      stored={{ summary: '公開済みの要約', responseCount: 1, updatedAt: null }}
      published={publishedCopy}
      by={review.by}
      enabled
    />,
  );
  expect(screen.getByText('公開済みの要約')).toBeVisible();
  expect(screen.getByText('公開中（佐藤・2026/11/25 10:00）')).toBeVisible();
  // render() has run the mount effect, which starts a generation synchronously: one would show
  // 生成中 and disable 再生成 now, and would have called the AI.
  expect(screen.queryByText(resultsStrings.ai.generating)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: resultsStrings.ai.regenerate })).toBeEnabled();
  expect(calls).toHaveLength(0);
  expect(
    ((await backend().data.get('surveys', 's1'))?.data.summaries as Record<string, unknown>)[
      'f-comment'
    ],
  ).toMatchObject({ summary: '公開済みの要約' });
  await userEvent.click(screen.getByRole('button', { name: resultsStrings.ai.regenerate }));
  expect(await screen.findByText('新しい要約')).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('a stored summary of the same count is reused; regenerate asks again', async () => {
  answer = async () => ({ summary: '新しい要約', used: 1, total: 1 });
  render(
    <AiSummaryPanel
      surveyId="s1"
      field={field}
      answerCount={1}
      stored={{ summary: '保存済みの要約', responseCount: 1, updatedAt: null }}
      {...review}
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
  render(
    <AiSummaryPanel surveyId="s1" field={field} answerCount={1} stored={undefined} {...review} />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '要約の生成に失敗しました: AI APIの利用上限に達しました',
  );
  expect(screen.queryByText(resultsStrings.ai.notConfiguredHint)).toBeNull();
});

test('no answers: the spec text and no call', () => {
  answer = async () => ({ summary: 'x' });
  render(
    <AiSummaryPanel surveyId="s1" field={field} answerCount={0} stored={undefined} {...review} />,
  );
  expect(screen.getByText('要約可能な回答がありません。')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('off for the survey: nothing is generated or sent, and the setting is named', async () => {
  answer = async () => ({ summary: '送られてはいけない', used: 1, total: 1 });
  render(
    <AiSummaryPanel
      surveyId="s1"
      field={field}
      answerCount={3}
      stored={undefined}
      {...review}
      enabled={false}
    />,
  );
  expect(await screen.findByText(resultsStrings.ai.off)).toBeInTheDocument();
  expect(resultsStrings.ai.off).toContain('「AI要約に回答を送信する」');
  expect(screen.queryByRole('button', { name: resultsStrings.ai.regenerate })).toBeNull();
  expect(calls).toHaveLength(0);
});
