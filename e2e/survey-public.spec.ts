import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoOrigin, hostOrigin, signIn } from './support';
import { reviewShot } from './review-shot';

const SURVEY = 'seed-survey-satisfaction';

async function answerEveryType(page: Page) {
  await page.getByLabel('お名前').fill('テスト "太郎"');
  await page.getByLabel('会社名').fill('株式会社E2E');
  await page.getByLabel('メールアドレス').fill('e2e@example.com');
  await page.getByRole('radiogroup', { name: 'ご利用中のプラン' }).getByLabel('プレミアム').check();
  const features = page.getByRole('group', { name: 'よく使う機能' });
  await features.getByLabel('レポート').check();
  await features.getByLabel('チャット').check();
  await page.getByLabel('当サービスを知ったきっかけ').selectOption({ label: 'SNS' });
  await page.getByRole('radiogroup', { name: '総合満足度' }).getByLabel('5').check({ force: true });
  await page.getByLabel('利用人数').fill('42');
  await page.getByLabel('利用開始日').fill('2026-04-01');
  await page.getByLabel('ご意見・ご要望').fill('E2Eからのご意見です。');
}

test('a visitor answers every field type and sees the result page', async ({ page }) => {
  await page.goto(`${hostOrigin('survey')}/${SURVEY}`);
  await expect(page.getByRole('heading', { name: 'サービス満足度アンケート 2026' })).toBeVisible();
  await expect(page.getByText('Question 10')).toBeVisible();
  await expect(page.getByLabel('利用人数')).toHaveAttribute('min', '1');
  await expect(page.getByLabel('利用人数')).toHaveAttribute('max', '1000');
  await expect(page.getByLabel('ご意見・ご要望')).toHaveAttribute('rows', '4');

  // Required check first, and the message clears on the next change.
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('alert')).toHaveText('必須項目をすべて入力してください');
  await page.getByLabel('お名前').fill('x');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await answerEveryType(page);
  await page.getByRole('button', { name: '送信する' }).click();

  await expect(page.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toContain(SURVEY);
  await expect(page.getByText('ご回答ありがとうございました。')).toBeVisible();
  await expect(
    page.getByText('本アンケートに関するお問い合わせ: support@example.com'),
  ).toBeVisible();
  // Seed: 8 + 1 legacy responses; this one makes 10.
  await expect(page.locator('dd').first()).toHaveText('10');
  await expect(page.getByText('E2Eからのご意見です。')).toBeVisible();
  // Premium: 2 seeded + 1 legacy + this one = 4 of 10.
  await expect(page.getByText('4件 (40.0%)').first()).toBeVisible();

  // The result URL works on its own (fresh load through the id resolver).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
});

test('legacy responses open through /{id} and /response/{id}', async ({ page }) => {
  await page.goto(`${demoOrigin}/seed-legacy-response-1`);
  await expect(page.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
  await expect(page.getByText('以前のフォームから回答しました。')).toBeVisible();
  await page.goto(`${demoOrigin}/response/nope`);
  await expect(page.getByText('回答データが見つかりません')).toBeVisible();
});

test('draft, closed and unknown surveys show notices instead of the form', async ({ page }) => {
  await page.goto(`${demoOrigin}/survey/seed-survey-feature`);
  await expect(page.getByText('このアンケートは現在準備中です')).toBeVisible();
  await page.goto(`${hostOrigin('survey')}/seed-survey-seminar`);
  await expect(page.getByText('このアンケートは終了しました')).toBeVisible();
  await page.goto(`${demoOrigin}/no-such-id`);
  await expect(page.getByText('無効なアンケートURLです')).toBeVisible();
  await expect(page.getByRole('button', { name: '送信する' })).toHaveCount(0);
});

test('staff see the new response, charts, detail modal, AI failure and a byte-exact CSV', async ({
  page,
}) => {
  await page.goto(`${demoOrigin}/survey/${SURVEY}`);
  await answerEveryType(page);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('heading', { name: 'Submission complete' })).toBeVisible();

  await signIn(page);
  await page.goto(`${demoOrigin}/surveys/${SURVEY}/results`);
  await expect(page.getByRole('heading', { name: /サービス満足度アンケート 2026/ })).toBeVisible();
  await expect(page.getByText('公開中')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(
    page.getByText('要約の生成に失敗しました: AI APIキーが設定されていません'),
  ).toBeVisible();
  const row = page.getByRole('row', { name: /テスト "太郎" \/ 株式会社E2E/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row', { name: /旧形式 花子/ })).toBeVisible();
  await row.getByRole('button', { name: '詳細' }).click();
  const dialog = page.getByRole('dialog', { name: '回答の詳細' });
  await expect(dialog.getByText('レポート, チャット')).toBeVisible();
  await expect(dialog.getByText('2026-04-01')).toBeVisible();
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSVエクスポート' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`survey_${SURVEY}_results.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    '"response date/time","お名前","会社名","メールアドレス","ご利用中のプラン","よく使う機能","当サービスを知ったきっかけ","総合満足度","利用人数","利用開始日","ご意見・ご要望"',
  );
  // Newest first: the response just sent.
  expect(lines[1]).toMatch(
    /^"\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}","テスト ""太郎""","株式会社E2E","e2e@example.com","プレミアム","レポート, チャット","SNS","5","42","2026-04-01","E2Eからのご意見です。"$/,
  );
  expect(lines).toHaveLength(12); // header + 10 responses + the empty string after the last CRLF
  expect(lines.at(-1)).toBe('');
});

test('results of a survey that does not exist link back to the list', async ({ page }) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/surveys/nope/results`);
  await expect(page.getByText('アンケートが見つかりませんでした')).toBeVisible();
  await page.getByRole('link', { name: 'アンケート一覧に戻る' }).click();
  await expect(page).toHaveURL(/\/surveys$/);
});

test('missing and malformed answers are marked on their questions, the first one focused', async ({
  page,
}) => {
  await page.goto(`${hostOrigin('survey')}/${SURVEY}`);
  await expect(page.getByRole('button', { name: '送信する' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill('taro@example');
  await page.getByLabel('利用人数').fill('-11063');
  await page.getByRole('button', { name: '送信する' }).click();

  // The spec's banner stays; each question says what is wrong, for eyes and screen readers.
  await expect(page.getByRole('alert')).toHaveText('必須項目をすべて入力してください');
  const name = page.getByLabel('お名前');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('この質問は回答必須です');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription(
    'メールアドレスの形式で入力してください（例: name@example.com）',
  );
  await expect(page.getByLabel('利用人数')).toHaveAccessibleDescription(
    '1〜1,000の範囲で入力してください',
  );
  const premium = page
    .getByRole('radiogroup', { name: 'ご利用中のプラン' })
    .getByLabel('プレミアム');
  await expect(premium).toHaveAttribute('aria-invalid', 'true');
  await reviewShot(page, { path: 'test-results/public-form-marked.png', fullPage: false });

  // Fixing an answer clears its mark; nothing was sent meanwhile.
  await name.fill('山田');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${SURVEY}$`));
});
