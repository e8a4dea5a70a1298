import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type * as FakeOpenAiModule from '../functions/src/ai-summary/fake-openai-server';
import type { FakeOpenAi } from '../functions/src/ai-summary/fake-openai-server';
import { aiOrigin, answerSatisfaction, demoOrigin, fakeAiPort, signIn } from './support';
import { reviewShot } from './review-shot';

// The functions' own fake OpenAI-compatible server (functions/ is CommonJS, so it is required).
const { startFakeOpenAi } = createRequire(import.meta.url)(
  '../functions/src/ai-summary/fake-openai-server.ts',
) as typeof FakeOpenAiModule;

const SURVEY = 'seed-survey-satisfaction';
/** The key playwright.config.ts gives the AI preview server (and only the server). */
const AI_KEY = 'e2e-fake-ai-key';

async function openResults(page: Page, origin: string) {
  await signIn(page, origin);
  await page.goto(`${origin}/surveys/${SURVEY}/results`);
  await expect(page.getByRole('heading', { name: /サービス満足度アンケート 2026/ })).toBeVisible();
}

/** axe on the page as it stands: no serious or critical finding. */
async function expectNoSeriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

test('free-text answers, legends and label-true details on the results page', async ({ page }) => {
  await openResults(page, demoOrigin);

  // Text, e-mail and date answers are listed under their questions, newest first.
  const comments = page.getByRole('list', { name: '「ご意見・ご要望」の回答' });
  await expect(comments.getByRole('listitem')).toHaveCount(7);
  await expect(comments.getByRole('listitem').first()).toContainText(
    'カレンダー連携を増やしてほしいです。',
  );
  await expect(comments.getByRole('listitem').last()).toContainText(
    '以前のフォームから回答しました。',
  );
  const names = page.getByRole('list', { name: '「お名前」の回答' });
  await expect(names.getByRole('listitem')).toHaveCount(9);
  await expect(names.getByRole('listitem').first()).toContainText('吉田 翔');
  await expect(
    page.getByRole('list', { name: '「メールアドレス」の回答' }).getByRole('listitem').first(),
  ).toContainText('user8@example.com');
  await expect(
    page.getByRole('list', { name: '「利用開始日」の回答' }).getByRole('listitem').first(),
  ).toContainText('2026-08-15');
  // Nine or fewer answers: nothing to expand.
  await expect(page.getByRole('button', { name: /すべて表示/ })).toHaveCount(0);

  // The donut has a legend with its options.
  const donut = page.locator('[data-chart="donut"]');
  await expect(donut.locator('.recharts-legend-wrapper')).toContainText('Web検索');
  await expect(donut.locator('.recharts-legend-wrapper')).toContainText('知人の紹介');
  // The checkbox question set to pie is drawn as bars and says what its percentages are of.
  await expect(
    page.getByText(/複数選択のため、割合は回答者8人のうち各選択肢を選んだ人の割合です/),
  ).toBeVisible();
  // No AI provider on this server: the spec's message, calmly, with the administrator's hint.
  await expect(
    page.getByText('要約の生成に失敗しました: AI APIキーが設定されていません'),
  ).toBeVisible();
  await expect(page.getByText(/管理者の方へ: AI要約を使うには/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await reviewShot(page, { path: 'test-results/survey-results-1440x900.png', fullPage: true });

  await expectNoSeriousAxeFindings(page);

  // The detail modal shows option labels; its answers scroll in a region the keyboard reaches.
  await page
    .getByRole('row', { name: /小林 大輔/ })
    .getByRole('button', { name: '詳細' })
    .click();
  const dialog = page.getByRole('dialog', { name: '回答の詳細' });
  const region = dialog.getByRole('region', { name: 'すべての回答' });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.getByText('SNS', { exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});

test.describe('with an AI provider configured for the server function', () => {
  let ai: FakeOpenAi;
  test.beforeAll(async () => {
    let n = 0;
    ai = await startFakeOpenAi({
      apiKey: AI_KEY,
      port: fakeAiPort,
      reply: () => {
        n += 1;
        return `要約${n}: 機能追加と速度改善の要望が中心です。`;
      },
    });
  });
  test.afterAll(() => ai.close());

  test('the summary comes from the endpoint, is reused on reload and regenerated on request', async ({
    page,
  }) => {
    const browserSaw: string[] = [];
    page.on('request', (request) => {
      browserSaw.push(
        `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`,
      );
    });
    page.on('response', async (response) => {
      if (response.url().includes('/__functions/')) browserSaw.push(await response.text());
    });

    await openResults(page, aiOrigin);
    await expect(page.getByText('要約1: 機能追加と速度改善の要望が中心です。')).toBeVisible();
    expect(ai.requests).toHaveLength(1);
    const request = ai.requests[0]!;
    expect(request.authorization).toBe(`Bearer ${AI_KEY}`);
    expect(request.body.model).toBe('e2e-fake-model');
    const prompt = request.body.messages?.[1]?.content ?? '';
    expect(prompt).toContain('質問: ご意見・ご要望');
    expect(prompt).toContain('- カレンダー連携を増やしてほしいです。');
    expect(prompt).toContain('回答数: 7件');

    // Stored with its answer count: a reload reuses it without calling the endpoint.
    await page.reload();
    await expect(page.getByText('要約1: 機能追加と速度改善の要望が中心です。')).toBeVisible();
    expect(ai.requests).toHaveLength(1);

    await page.getByRole('button', { name: '再生成' }).click();
    await expect(page.getByText('要約2: 機能追加と速度改善の要望が中心です。')).toBeVisible();
    expect(ai.requests).toHaveLength(2);

    // The key stayed on the server: nothing the browser sent or received holds it.
    expect(browserSaw.join('\n')).not.toContain(AI_KEY);
  });

  test('visitors see an AI summary only after staff publish it; generating again withdraws it', async ({
    page,
    context,
  }) => {
    // A visitor answers and keeps their result page open.
    const visitor = await context.newPage();
    await visitor.goto(`${aiOrigin}/survey/${SURVEY}`);
    await answerSatisfaction(visitor, '要約 確認', '4', {
      'ご意見・ご要望': 'レポート機能がほしいです。',
    });
    const summaryOnPublicPage = visitor.getByText(/^要約\d+: /);

    // Staff: the generated summary is a draft, not public.
    await openResults(page, aiOrigin);
    const panel = page.getByRole('region', { name: 'AI要約' });
    await expect(panel.getByText(/^要約\d+: /)).toBeVisible();
    await expect(panel.getByText('非公開（公開結果ページには表示されません）')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
    await expect(summaryOnPublicPage).toHaveCount(0);

    // 公開する: visitors see it, and staff see who published it and when.
    await panel.getByRole('button', { name: '公開する' }).click();
    await expect(
      panel.getByText(/^公開中（デモ管理者・\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}）$/),
    ).toBeVisible();
    await reviewShot(page, { path: 'test-results/ai-summary-published.png' });
    const published = (await panel.getByText(/^要約\d+: /).textContent()) ?? '';
    await visitor.reload();
    await expect(visitor.getByText(published)).toBeVisible();

    // 再生成: the new text is a draft again; the public page shows no summary.
    await panel.getByRole('button', { name: '再生成' }).click();
    await expect(panel.getByText(/^要約\d+: /)).not.toHaveText(published);
    await expect(panel.getByText('非公開（公開結果ページには表示されません）')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
    await expect(summaryOnPublicPage).toHaveCount(0);

    // Published again, then 非公開にする takes it off.
    await panel.getByRole('button', { name: '公開する' }).click();
    await expect(panel.getByRole('button', { name: '非公開にする' })).toBeVisible();
    await visitor.reload();
    await expect(summaryOnPublicPage).toHaveCount(1);
    await panel.getByRole('button', { name: '非公開にする' }).click();
    await expect(panel.getByText('非公開（公開結果ページには表示されません）')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
    await expect(summaryOnPublicPage).toHaveCount(0);
  });
});

test('再集計 rebuilds the statistics; the list says how many of how many are shown', async ({
  page,
}) => {
  await openResults(page, demoOrigin);
  const list = page.getByRole('heading', { name: '回答一覧' }).locator('..');
  await expect(list.getByText('9件中 9件を表示')).toBeVisible();
  await expect(list.getByRole('button', { name: 'さらに読み込む' })).toHaveCount(0);
  await page.getByRole('button', { name: '再集計' }).click();
  await expect(page.getByText('再集計しました（9件）')).toBeVisible();
  await expect(page.getByRole('heading', { name: /サービス満足度アンケート 2026/ })).toBeVisible();
});
