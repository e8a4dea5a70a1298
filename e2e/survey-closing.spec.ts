import { expect, test, type Page } from '@playwright/test';
import { tokyoLocalTime } from '../src/lib/tokyo-time';
import { demoOrigin, signIn } from './support';
import { reviewShot } from './review-shot';

// Issue "Surveys that land on the customer", closing by date or count: a survey set to close at
// a time or after a number of answers stops taking answers by itself.
const SATISFACTION = { id: 'seed-survey-satisfaction', title: 'サービス満足度アンケート 2026' };
const FEATURE = { id: 'seed-survey-feature', title: '新機能に関するご意見募集' };
const CLOSED = 'このアンケートは終了しました';

/** An instant as the datetime-local input takes it, in Tokyo time. */
/** The same instant as the screens show it (YYYY/MM/DD HH:mm). */
const tokyoShown = (at: Date) => tokyoLocalTime(at).replace('T', ' ').replaceAll('-', '/');

async function setClosing(page: Page, surveyId: string, field: string, value: string) {
  await page.goto(`${demoOrigin}/surveys/${surveyId}/edit`);
  await page.getByRole('button', { name: '設定' }).click();
  const settings = page.getByRole('dialog', { name: 'アンケート設定' });
  await settings.getByLabel(field).fill(value);
  await settings.getByRole('button', { name: '閉じる' }).first().click();
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('アンケートを更新しました')).toBeVisible();
}

const listRow = (page: Page, title: string) =>
  page.getByTestId('survey-row').filter({ hasText: title });

test('a survey closes at its closing time (受付終了日時)', async ({ page, context }) => {
  await signIn(page);
  // Minutes are the input's unit: the next minute but one, then the clock moves past it.
  const closesAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  await setClosing(
    page,
    SATISFACTION.id,
    '受付終了日時（日本時間・任意）',
    tokyoLocalTime(closesAt),
  );
  await page.goto(`${demoOrigin}/surveys`);
  const row = listRow(page, SATISFACTION.title);
  await expect(row).toContainText(`受付終了 ${tokyoShown(closesAt)}`);
  await expect(row).toContainText('公開中');

  const visitor = await context.newPage();
  await visitor.goto(`${demoOrigin}/survey/${SATISFACTION.id}`);
  await expect(visitor.getByRole('button', { name: '送信する' })).toBeVisible();

  await context.clock.setFixedTime(new Date(closesAt.getTime() + 1000));
  await visitor.reload();
  await expect(visitor.getByText(CLOSED)).toBeVisible();
  await expect(visitor.getByRole('button', { name: '送信する' })).toHaveCount(0);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await reviewShot(visitor, { path: 'test-results/survey-closed-phone.png' });

  // The admin app closes it (status 終了) and says when on the list and the results page.
  await page.bringToFront();
  await page.reload();
  await expect(row).toContainText('終了');
  await expect(row.getByRole('switch', { name: 'click to reopen' })).toBeVisible();
  await reviewShot(page, { path: 'test-results/survey-list-closing.png' });
  await page.goto(`${demoOrigin}/surveys/${SATISFACTION.id}/results`);
  await expect(page.getByText(`受付終了 ${tokyoShown(closesAt)}`)).toBeVisible();
});

test('a survey closes at its answer limit (回答数の上限)', async ({ page, context }) => {
  await signIn(page);
  await setClosing(page, FEATURE.id, '回答数の上限（任意）', '1');
  await page.goto(`${demoOrigin}/surveys`);
  const row = listRow(page, FEATURE.title);
  await row.getByRole('switch', { name: 'click to publish' }).click();
  await expect(page.getByText('アンケートを公開しました')).toBeVisible();
  await expect(row).toContainText('上限 1件');

  const visitor = await context.newPage();
  await visitor.goto(`${demoOrigin}/survey/${FEATURE.id}`);
  await visitor.getByLabel('お名前').fill('最初の回答者');
  await visitor.getByRole('radiogroup', { name: '最も期待する機能' }).getByLabel('AI要約').check();
  await visitor.getByRole('button', { name: '送信する' }).click();
  await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
  await visitor.goto(`${demoOrigin}/survey/${FEATURE.id}`);
  await expect(visitor.getByText(CLOSED)).toBeVisible();

  await page.bringToFront();
  await page.reload();
  await expect(row.getByRole('switch', { name: 'click to reopen' })).toBeVisible();
  await expect(row).toContainText('終了');
  // At its limit it would take no answers: reopening is refused with what to change.
  await row.getByRole('switch', { name: 'click to reopen' }).click();
  await expect(
    page.getByText(
      '回答数が上限に達しているため公開できません。アンケート設定で回答数の上限を増やしてください',
    ),
  ).toBeVisible();
  await expect(row.getByRole('switch', { name: 'click to reopen' })).toBeVisible();
});

test('a limit that is not a whole number is refused with a clear message', async ({ page }) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/surveys/${FEATURE.id}/edit`);
  await page.getByRole('button', { name: '設定' }).click();
  const settings = page.getByRole('dialog', { name: 'アンケート設定' });
  const limit = settings.getByLabel('回答数の上限（任意）');
  await limit.fill('0');
  await expect(limit).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.getByText('1以上の整数で入力してください')).toBeVisible();
  await reviewShot(page, { path: 'test-results/survey-settings-closing.png' });
  await settings.getByRole('button', { name: '閉じる' }).first().click();
  await page.getByRole('button', { name: '更新' }).click();
  await expect(
    page.getByText('アンケート設定の回答数の上限は1以上の整数で入力してください'),
  ).toBeVisible();
});
