import { expect, test, type Page } from '@playwright/test';
import { customerGrid, demoOrigin, signIn } from './support';
import { reviewShot } from './review-shot';

const { grid, row, clientCell, count } = customerGrid('OB顧客一覧');
const firstRow = (page: Page) => grid(page).getByRole('row').nth(1);
/** The n-th cell (0-based, on screen: the pinned client name first) of a client's row. */
const cellOf = (page: Page, client: string, index: number) =>
  row(page, client).getByRole('gridcell').nth(index);

async function openOb(page: Page) {
  await signIn(page, demoOrigin);
  await page.goto(`${demoOrigin}/ob`);
  await expect(clientCell(page, '株式会社アオバ商事')).toBeVisible();
}

test('add: slack number and client name are required; +21 days; the row appears', async ({
  page,
}) => {
  await openOb(page);
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新規顧客追加' });
  await dialog.getByLabel('クライアント名').fill('株式会社イーツーイー');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'スラック番号とクライアント名は必須項目です。',
  );
  await expect(dialog.getByLabel('スラック番号')).toHaveAttribute('placeholder', '#12345');
  await dialog.getByLabel('スラック番号').fill('#20001');
  await dialog.getByLabel('アンケート回答日').fill('2026-12-20');
  await expect(dialog.getByLabel('納品予定日')).toHaveValue('2027-01-10');
  await dialog.getByLabel('アンケート回答日').fill('');
  await expect(dialog.getByLabel('納品予定日')).toHaveValue('2027-01-10');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(firstRow(page)).toContainText('株式会社イーツーイー');
  await expect(firstRow(page)).toContainText('2027/01/10');
});

test('sorting by a header both ways, with the arrow state', async ({ page }) => {
  await openOb(page);
  const header = grid(page).getByRole('columnheader', { name: 'スラック番号' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow(page)).toContainText('#10231');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow(page)).toContainText('#10318');
});

test('a click on the empty part of a header cell sorts too', async ({ page }) => {
  await openOb(page);
  const header = grid(page).getByRole('columnheader', { name: 'クライアント名' });
  const box = (await header.boundingBox())!;
  // クライアント名 is 200 px wide; its label and arrow take the left ~110 px.
  await page.mouse.click(box.x + box.width - 15, box.y + box.height / 2);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.mouse.click(box.x + box.width - 15, box.y + box.height - 3);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
});

test('the progress filter is remembered after a reload', async ({ page }) => {
  await openOb(page);
  await expect(count(page)).toHaveText('5件');
  await page.getByRole('button', { name: 'すべての進捗' }).click();
  await page.getByRole('checkbox', { name: '進行中' }).check();
  await expect(count(page)).toHaveText('1件 / 全5件');
  await page.reload();
  await expect(count(page)).toHaveText('1件 / 全5件');
  await expect(clientCell(page, '株式会社アオバ商事')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('customerList_progressFilter'))).toBe(
    '["進行中"]',
  );
});

test('未設定, a linkified URL, and a select cell saved on choose', async ({ page }) => {
  await openOb(page);
  // みらい不動産 has no assignee.
  await expect(cellOf(page, '株式会社みらい不動産', 7)).toHaveText('未設定');
  const link = row(page, '株式会社アオバ商事').getByRole('link', {
    name: 'https://docs.example.com/aoba',
  });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await cellOf(page, '株式会社みらい不動産', 6).click();
  await grid(page).getByRole('combobox', { name: '進捗' }).selectOption('完了');
  await expect(grid(page).getByRole('combobox', { name: '進捗' })).toHaveCount(0);
  await expect(cellOf(page, '株式会社みらい不動産', 6)).toHaveText('完了');
  await page.reload();
  await expect(cellOf(page, '株式会社みらい不動産', 6)).toHaveText('完了');
});

test('another tab: a new row appears without reload; typing survives its change', async ({
  page,
  context,
}) => {
  await openOb(page);
  const other = await context.newPage();
  await other.goto(`${demoOrigin}/ob`);
  await expect(clientCell(other, '株式会社アオバ商事')).toBeVisible();

  // Start typing a memo in the first tab, without saving.
  await cellOf(page, '株式会社ネクストHR', 8).click();
  const memo = grid(page).getByRole('textbox', { name: 'タスク/メモ' });
  await memo.fill('打ち合わせ議事録を送る');

  // The other tab renames a different customer.
  await clientCell(other, '有限会社さくら食品').click();
  const name = grid(other).getByRole('textbox', { name: 'クライアント名' });
  await name.fill('有限会社さくら食品（更新）');
  await name.press('Enter');
  await expect(clientCell(other, '有限会社さくら食品（更新）')).toBeVisible();

  // The first tab still has the typed text; saving shows both changes.
  await expect(memo).toHaveValue('打ち合わせ議事録を送る');
  await memo.press('Enter');
  await expect(clientCell(page, '有限会社さくら食品（更新）')).toBeVisible();
  await expect(cellOf(page, '株式会社ネクストHR', 8)).toHaveText('打ち合わせ議事録を送る');
  await expect(cellOf(other, '株式会社ネクストHR', 8)).toHaveText('打ち合わせ議事録を送る');

  // A row added in the other tab appears here without a reload.
  await other.getByRole('button', { name: '新規追加' }).first().click();
  const dialog = other.getByRole('dialog', { name: '新規顧客追加' });
  await dialog.getByLabel('スラック番号').fill('#30001');
  await dialog.getByLabel('クライアント名').fill('別タブ株式会社');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(clientCell(page, '別タブ株式会社')).toBeVisible();
  await expect(count(page)).toHaveText('6件');
});

test('at 1440x900: the client name pinned, then the spec order, 1920 px in all, scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOb(page);
  const headers = grid(page).getByRole('columnheader');
  await expect(headers).toHaveText([
    'クライアント名',
    'スラック番号',
    '納品予定日',
    '紹介元',
    '商材区分',
    'サービス名',
    '進捗',
    'OB担当',
    'タスク/メモ',
    'アンケート回答日',
    '納品日',
    '削除',
  ]);
  const widths = await headers.evaluateAll((cells) =>
    cells.map((cell) => cell.getBoundingClientRect().width),
  );
  expect(widths.reduce((sum, width) => sum + width, 0)).toBe(1920);
  // The grid element is its own scroller.
  const overflow = await grid(page).evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  expect(overflow).toBeGreaterThan(0);
  await reviewShot(page, { path: 'test-results/ob-1440x900.png' });
});
