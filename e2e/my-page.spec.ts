import { expect, test, type Page } from '@playwright/test';
import { customerGrid, signIn } from './support';
import { reviewShot } from './review-shot';

const ob = customerGrid('OB顧客一覧').grid;
const sa = customerGrid('SA顧客一覧').grid;

/** Links the signed-in demo member to an assignee name, as a member does on /members. */
async function linkMeTo(page: Page, name: string) {
  await page.goto('/members');
  await page.getByRole('button', { name: 'デモ管理者の担当者名を設定' }).click();
  const dialog = page.getByRole('dialog', { name: /担当者名の紐付け/ });
  await dialog.getByRole('checkbox', { name: name, exact: true }).check();
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('担当者名を保存しました')).toBeVisible();
  await expect(page.getByRole('row', { name: /デモ管理者/ })).toContainText(name);
}

test('マイページ: first in the sidebar; without linked names it says where to link them', async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(nav.getByRole('link').first()).toHaveAccessibleName('マイページ');
  await nav.getByRole('link', { name: 'マイページ' }).click();
  await expect(page.getByRole('heading', { name: 'マイページ', level: 1 })).toBeVisible();
  await expect(page.getByText('担当者名が紐付いていません')).toBeVisible();
  await page.getByRole('link', { name: '管理者アカウントへ' }).click();
  await expect(page).toHaveURL(/\/members$/);
});

test('マイページ: figures of the member’s customers, each opening the table on exactly those rows; the team charts with their tables', async ({
  page,
}) => {
  await signIn(page);
  await linkMeTo(page, '佐藤');
  // A name linked to one member is not offered to another.
  await page.goto('/mypage');
  await expect(page.getByText('自分の担当: 佐藤')).toBeVisible();

  // 納品予定日を過ぎたOB: the figure and the table it opens agree, and every row is 佐藤's.
  const overdue = page.getByRole('link', { name: /^納品予定日を過ぎたOB（未完了） \d+件$/ });
  const overdueCount = Number((await overdue.getAttribute('aria-label'))!.match(/(\d+)件$/)![1]);
  expect(overdueCount).toBeGreaterThan(0);
  await reviewShot(page, { path: test.info().outputPath('my-page-1440x900.png'), fullPage: true });
  await overdue.click();
  await expect(page).toHaveURL(/\/ob\?.*date=overdue/);
  await expect(page.getByRole('status').filter({ hasText: 'リンクの条件で表示中' })).toContainText(
    `（${overdueCount}件）`,
  );
  await expect(page.getByText(/^\d+件 \/ 全\d+件$/)).toHaveText(new RegExp(`^${overdueCount}件 /`));
  const rows = ob(page).getByRole('row');
  await expect(rows).toHaveCount(overdueCount + 1); // the header row
  for (const row of await rows.all())
    if (!(await row.getByRole('columnheader').count())) await expect(row).toContainText('佐藤');

  // The filter is in the URL: a reload shows the same rows; 条件を解除 goes back to the view.
  await page.reload();
  await expect(rows).toHaveCount(overdueCount + 1);
  await page.getByRole('button', { name: '条件を解除' }).click();
  await expect(page).toHaveURL(/\/ob$/);
  await expect(page.getByText('リンクの条件で表示中')).toHaveCount(0);

  // SA by 進捗: each count opens SA on those rows.
  await page.goto('/mypage');
  const saCard = page.getByRole('heading', { name: 'SAの自分の顧客（進捗別）' }).locator('..');
  const first = saCard.getByRole('link').first();
  const [, progress, n] = (await first.getAttribute('aria-label'))!.match(/^(.+) (\d+)件$/)!;
  await first.click();
  await expect(page).toHaveURL(/\/sa\?/);
  await expect(page.getByText(/^\d+件 \/ 全\d+件$/)).toHaveText(new RegExp(`^${n}件 /`));
  await expect(sa(page).getByRole('row')).toHaveCount(Number(n) + 1);
  await expect(page.getByRole('status').filter({ hasText: `進捗: ${progress}` })).toBeVisible();

  // The team: two charts, each with a table of the same numbers.
  await page.goto('/mypage');
  await expect(page.getByRole('table', { name: 'SAの進捗（担当者別）の表' })).toBeVisible();
  const weeks = page.getByRole('table', { name: 'OBの納品（週別：過去8週と今後4週）の表' });
  await expect(weeks.getByRole('row')).toHaveCount(13);
  await expect(weeks).toContainText('（今週）');
});
