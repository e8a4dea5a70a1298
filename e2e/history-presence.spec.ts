import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { customerGrid, demoOrigin, signIn } from './support';
import { reviewShot } from './review-shot';

// Issue "Who changed this, and who is changing it now": per-customer history with revert, and
// live presence, across two tabs of one browser (local mode shares its database between tabs).
const { grid, row } = customerGrid('SA顧客一覧');
const CLIENT = '株式会社アオバ商事';
const ME = 'デモ管理者';

async function openSa(page: Page) {
  await page.goto(`${demoOrigin}/sa`);
  await expect(row(page, CLIENT)).toBeVisible();
}

/** The cell of `client`'s row under the column header `header`. */
async function cell(page: Page, client: string, header: string) {
  const headers = await grid(page).getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.trim() === header);
  expect(column, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row(page, client).getByRole('gridcell').nth(column);
}

/** The panel's entries (each has its time; the changes inside are list items too). */
const entries = (panel: ReturnType<Page['getByRole']>) =>
  panel.getByRole('listitem').filter({ has: panel.page().locator('time') });

async function openHistory(page: Page, client: string) {
  await row(page, client)
    .getByRole('button', { name: `履歴: ${client}` })
    .click();
  const panel = page.getByRole('dialog', { name: `履歴: ${client}` });
  await expect(panel).toBeVisible();
  return panel;
}

test('an edit in one tab is in the history of the other, with who, before and after; it reverts', async ({
  page,
  context,
}) => {
  await signIn(page);
  await openSa(page);
  const other = await context.newPage();
  await openSa(other);

  // Tab A edits the service name.
  await page.bringToFront();
  const service = await cell(page, CLIENT, 'サービス名');
  const before = (await service.textContent())!.trim();
  await service.click();
  await grid(page).getByRole('textbox', { name: 'サービス名' }).fill('履歴テスト');
  await page.keyboard.press('Enter');
  await expect(service).toHaveText('履歴テスト');

  // Tab B sees the entry: newest first, JST time, the member, the field, before → after.
  await other.bringToFront();
  const panel = await openHistory(other, CLIENT);
  const newest = entries(panel).first();
  await expect(newest).toContainText(ME);
  await expect(newest).toContainText(`サービス名: ${before} → 履歴テスト`);
  await expect(newest.locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  await reviewShot(other, { path: 'test-results/history-panel.png' });

  // Revert from tab B: the value is back in both tabs, and the revert is itself an entry.
  await newest.getByRole('button', { name: '元に戻す' }).click();
  await expect(other.getByText('サービス名を元に戻しました')).toBeVisible();
  await expect(entries(panel).first()).toContainText(`サービス名: 履歴テスト → ${before}`);
  await expect(await cell(page, CLIENT, 'サービス名')).toHaveText(before);

  // The older entry cannot be reverted again: the field has changed since, and says to what.
  await entries(panel).nth(1).getByRole('button', { name: '元に戻す' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    `サービス名はこの後に変更されているため、元に戻せません（現在の値: ${before}）`,
  );

  // Filter by field: only the service name's changes remain.
  await panel.getByLabel('項目').selectOption({ label: 'サービス名' });
  await expect(entries(panel)).toHaveCount(2);
});

test("the grid's undo is a change like any other: it is in the history too", async ({ page }) => {
  await signIn(page);
  await openSa(page);
  const service = await cell(page, CLIENT, 'サービス名');
  const before = (await service.textContent())!.trim();
  await service.click();
  await grid(page).getByRole('textbox', { name: 'サービス名' }).fill('元に戻す前');
  await page.keyboard.press('Enter');
  await expect(service).toHaveText('元に戻す前');
  await page.keyboard.press('Control+z');
  await expect(service).toHaveText(before);
  const panel = await openHistory(page, CLIENT);
  await expect(entries(panel).first()).toContainText(`サービス名: 元に戻す前 → ${before}`);
  await expect(entries(panel).nth(1)).toContainText(`サービス名: ${before} → 元に戻す前`);
});

test('an import of 3 rows leaves an add entry on each', async ({ page }) => {
  await signIn(page);
  await openSa(page);
  const csv = [
    'クライアント名,サービス名,優先度',
    '履歴インポート1,S1,A',
    '履歴インポート2,S2,B',
    '履歴インポート3,S3,C',
  ].join('\r\n');
  await page.getByRole('button', { name: 'CSVインポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSVインポート' });
  await dialog.getByLabel('CSVファイル').setInputFiles({
    name: 'three.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await expect(page.getByText(/^3件のデータをインポートしました/)).toBeVisible();
  for (const client of ['履歴インポート1', '履歴インポート2', '履歴インポート3']) {
    const panel = await openHistory(page, client);
    const entry = entries(panel).first();
    await expect(entry).toContainText('顧客を追加しました');
    await expect(entry).toContainText(ME);
    await panel.getByRole('button', { name: '閉じる' }).click();
    await expect(panel).toBeHidden();
  }
});

/**
 * Two tabs on SA; tab A opens the editor of `header` on CLIENT's row, and tab B (in front
 * afterwards) sees the row's mark within 2 s.
 */
async function editInOneTabSeeInOther(page: Page, context: BrowserContext, header: string) {
  // Both tabs on a clock the test drives, so an expiry is waited for by moving time, not by
  // sleeping; time still flows by itself in between.
  await context.clock.install();
  await signIn(page);
  await openSa(page);
  const other = await context.newPage();
  await openSa(other);
  await page.bringToFront();
  await (await cell(page, CLIENT, header)).click();
  await expect(
    grid(page).getByRole(header === '進捗' ? 'combobox' : 'textbox', { name: header }),
  ).toBeVisible();
  await other.bringToFront();
  const mark = row(other, CLIENT).getByText(`${ME} 編集中`);
  await expect(mark).toBeVisible({ timeout: 2_000 });
  return { other, mark };
}

/** The mark is gone within the spec's 10 s: the reader's clock is moved, not waited for. */
async function expectExpiry(reader: Page, mark: Locator) {
  await reader.clock.fastForward(10_000);
  await expect(mark).toBeHidden({ timeout: 2_000 });
}

test('an open cell in one tab marks the row in the other within 2 s, and the mark goes within 10 s of closing it', async ({
  page,
  context,
}) => {
  const { other, mark } = await editInOneTabSeeInOther(page, context, '進捗');
  await expect(await cell(other, CLIENT, '進捗')).toHaveAttribute('data-edited-by', ME);
  await reviewShot(other, { path: 'test-results/presence-mark.png' });

  // Opening the same cell asks first; キャンセル leaves it closed.
  await (await cell(other, CLIENT, '進捗')).click();
  const question = other.getByRole('dialog', { name: `${ME}さんが編集中です` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'キャンセル' }).click();
  await expect(grid(other).getByRole('combobox', { name: '進捗' })).toHaveCount(0);
  // 続けて編集 opens it after all.
  await (await cell(other, CLIENT, '進捗')).click();
  await question.getByRole('button', { name: '続けて編集' }).click();
  await expect(grid(other).getByRole('combobox', { name: '進捗' })).toBeFocused();
  await other.keyboard.press('Escape');

  // Tab A goes away mid-edit: its beats stop and the mark expires within 10 s.
  await page.close();
  await expectExpiry(other, mark);
});

test('a tab that dies mid-edit (no chance to clean up) stops beating, and its mark expires within 10 s', async ({
  page,
  context,
}) => {
  const { other, mark } = await editInOneTabSeeInOther(page, context, 'サービス名');

  // The renderer crashes: no pagehide, no delete; only the missing heartbeats tell.
  const cdp = await context.newCDPSession(page);
  const crashed = new Promise((resolve) => page.once('crash', resolve));
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  // The clock is the context's, and a crashed tab cannot move it: let the dead tab go (it runs
  // nothing, so closing it cleans nothing up) before moving the reader's time.
  await page.close();
  await expectExpiry(other, mark);
});
