import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { plusDays, tokyoDay } from '../src/lib/tokyo-time';
import { reviewShot } from './review-shot';
import { emptyOrigin, settle, showTimelineKind, signIn } from './support';

// 案件: a deal added from its customer's page, the board's 合計 and ヨミ as a card
// moves, and the ヨミ表 with a 目標. On the empty build, so every figure is this test's own.
const today = tokyoDay(new Date());
const CUSTOMER = '株式会社ヨミ商事';
const OTHER_CUSTOMER = '有限会社サクラ工房';

const lane = (page: Page, stage: string) =>
  page
    .getByRole('region', { name: '案件' })
    .getByRole('region', { name: new RegExp(`^${stage}（`) });
const card = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}（`) });

/** A card picked up by Space, moved → one lane per name in `through` (announced), dropped. */
async function moveByKeyboard(page: Page, name: string, through: readonly string[]) {
  await card(page, name).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`${name} を持ち上げました`))).toBeAttached();
  for (const stage of through) {
    // dnd-kit takes keys from the task after each step, and measures the lanes in a frame.
    await settle(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(new RegExp(`${name} を ${stage} の上に移動中です`))).toBeAttached();
  }
  await settle(page);
  await page.keyboard.press('Space');
}

async function addCustomer(page: Page, name: string) {
  await page.goto(`${emptyOrigin}/sa`);
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新規顧客追加' });
  await dialog.getByLabel('クライアント名').fill(name);
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function addDeal(
  page: Page,
  name: string,
  amount: string,
  confidence: string,
  stage: string,
) {
  await page
    .getByRole('region', { name: '案件' })
    .getByRole('button', { name: '案件を追加' })
    .click();
  const dialog = page.getByRole('dialog', { name: '新規案件追加' });
  // The customer comes chosen from its page.
  await expect(dialog.getByLabel('顧客').locator('option:checked')).toHaveText(CUSTOMER);
  await dialog.getByLabel('案件名').fill(name);
  await dialog.getByLabel('金額').fill(amount);
  await dialog.getByLabel('確度').selectOption(confidence);
  await dialog.getByLabel('ステージ').selectOption(stage);
  await dialog.getByLabel('受注予定日').fill(today);
  await dialog.getByLabel('担当者').selectOption('山本');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a deal from its customer’s page, the board’s 合計 and ヨミ, and the ヨミ表', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, emptyOrigin);
  await addCustomer(page, OTHER_CUSTOMER);
  await addCustomer(page, CUSTOMER);
  await page.getByRole('link', { name: CUSTOMER }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER })).toBeVisible();
  const deals = page.getByRole('region', { name: '案件' });
  await expect(deals.getByText('この顧客の案件はまだありません。')).toBeVisible();

  await addDeal(page, '年間契約', '¥1,000,000', 'A', '提案');
  await addDeal(page, '追加開発', '500000', 'B', '交渉');
  await expect(deals.getByRole('link', { name: '年間契約' })).toBeVisible();
  await expect(deals.getByRole('row', { name: /年間契約/ })).toContainText('¥1,000,000');
  await expect(deals.getByRole('row', { name: /追加開発/ })).toContainText('交渉');
  await reviewShot(page, { path: 'test-results/deals-customer-page-1440.png' });

  // An activity logged on the customer's page for one of its deals.
  await page.getByRole('button', { name: '活動を記録' }).click();
  const log = page.getByRole('dialog', { name: '活動を記録' });
  await log.getByLabel('種類').selectOption('訪問');
  await log.getByLabel('案件').selectOption({ label: '年間契約' });
  await log.getByLabel('内容').fill('年間契約の条件を確認');
  await log.getByRole('button', { name: '保存' }).click();
  await expect(log).toBeHidden();

  // The deal's own page links back to its customer, and shows the activity.
  await deals.getByRole('link', { name: '年間契約' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '年間契約' })).toBeVisible();
  await expect(page.getByRole('link', { name: CUSTOMER })).toBeVisible();
  await expect(await showTimelineKind(page, '活動')).toContainText('年間契約の条件を確認');
  // Logged from the deal's page: for its customer, with the deal chosen.
  await page.getByRole('button', { name: '活動を記録' }).click();
  const fromDeal = page.getByRole('dialog', { name: '活動を記録' });
  await expect(fromDeal.getByLabel('案件').locator('option:checked')).toHaveText('年間契約');
  await fromDeal.getByLabel('内容').fill('契約書を送付');
  await fromDeal.getByRole('button', { name: '保存' }).click();
  await expect(fromDeal).toBeHidden();
  await expect(page.getByRole('list', { name: 'タイムライン' })).toContainText('契約書を送付');

  // The board by ステージ: each lane's 合計 and ヨミ follow the card that moves.
  await page.goto(`${emptyOrigin}/deals?layout=board`);
  await expect(lane(page, '提案')).toContainText('合計 ¥1,000,000');
  await expect(lane(page, '提案')).toContainText('ヨミ ¥800,000');
  await expect(lane(page, '交渉')).toContainText('合計 ¥500,000');
  await expect(lane(page, '交渉')).toContainText('ヨミ ¥250,000');
  await reviewShot(page, { path: 'test-results/deals-board-1440.png' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await reviewShot(page, { path: 'test-results/deals-board-1024.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await moveByKeyboard(page, '年間契約', ['見積提出', '交渉']);
  await expect(lane(page, '交渉')).toContainText('合計 ¥1,500,000');
  await expect(lane(page, '交渉')).toContainText('ヨミ ¥1,050,000');
  await expect(lane(page, '提案')).toContainText('合計 ¥0');

  // ヨミ表: this month's Aヨミ and Bヨミ of 山本; 受注 once a deal is won; 達成率 with a 目標.
  await page.getByRole('link', { name: 'ヨミ表' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'ヨミ表' })).toBeVisible();
  await expect(page.getByLabel('対象月')).toHaveValue(today.slice(0, 7));
  const yamamoto = page.getByRole('row', { name: /^山本/ });
  const cells = (row: typeof yamamoto) => row.getByRole('cell');
  await expect(cells(yamamoto).nth(0)).toHaveText('¥0');
  await expect(cells(yamamoto).nth(1)).toHaveText('¥1,000,000');
  await expect(cells(yamamoto).nth(2)).toHaveText('¥500,000');
  await page.getByLabel('山本の目標（円）').fill('2000000');
  await page.getByLabel('山本の目標（円）').press('Enter');
  await expect(page.getByText('目標を保存しました')).toBeVisible();
  await expect(cells(yamamoto).nth(5)).toHaveText('0%');

  // A figure opens the deals behind it; winning one moves it to 受注 and 達成率 follows.
  await cells(yamamoto).nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/\/deals\?/);
  const grid = page.getByRole('grid', { name: '案件一覧' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  // 顧客 is chosen in its cell from a list searched by name.
  const customerCell = grid.getByRole('gridcell', { name: CUSTOMER });
  const box = (await customerCell.boundingBox())!;
  // Beside the link (which opens the customer's page), the cell itself.
  await customerCell.click({ position: { x: box.width - 4, y: box.height / 2 } });
  const search = page.getByRole('searchbox', { name: '顧客を検索' });
  await expect(search).toBeFocused();
  await search.fill('サクラ');
  await search.press('Enter');
  await expect(grid.getByRole('row', { name: /追加開発/ })).toContainText(OTHER_CUSTOMER);
  await page.goto(`${emptyOrigin}/deals?layout=board`);
  await moveByKeyboard(page, '追加開発', ['受注']);
  await expect(lane(page, '受注')).toContainText('合計 ¥500,000');
  await page.goto(`${emptyOrigin}/deals/forecast`);
  await expect(cells(yamamoto).nth(0)).toHaveText('¥500,000');
  await expect(cells(yamamoto).nth(5)).toHaveText('25%');
  const total = page.getByRole('row', { name: /^合計/ });
  await expect(cells(total).nth(0)).toHaveText('¥500,000');
  await reviewShot(page, { path: 'test-results/deals-forecast-1440.png' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await reviewShot(page, { path: 'test-results/deals-forecast-1024.png' });

  // Next month: nothing closes there yet.
  await page.getByLabel('対象月').fill(plusDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7));
  await expect(page.getByText('対象月と翌2か月に受注予定日のある案件がありません。')).toBeVisible();
});

async function importFile(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: 'CSVインポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSVインポート' });
  await dialog.getByLabel('CSVファイル').setInputFiles({ name, mimeType: 'text/csv', buffer });
  return dialog;
}

test('案件 import: a file made by hand adds deals with their customer by name; an exported Shift_JIS file imports back unchanged', async ({
  page,
}) => {
  await signIn(page, emptyOrigin);
  await addCustomer(page, OTHER_CUSTOMER);
  await page.goto(`${emptyOrigin}/deals`);
  const grid = page.getByRole('grid', { name: '案件一覧' });

  const csv = [
    '案件名,顧客,金額,確度,ステージ,受注予定日,担当者,社内メモ',
    `インポート案件A,${OTHER_CUSTOMER},"¥2,000,000",A,提案,${today.replaceAll('-', '/')},山本,x`,
    'インポート案件B,存在しない会社,100,B,提案,,山本,y',
  ].join('\r\n');
  let dialog = await importFile(page, 'deals.csv', Buffer.from(`\ufeff${csv}`, 'utf8'));
  await expect(dialog.getByTestId('csv-preview')).toContainText('インポート案件A');
  await expect(dialog.getByText('読み込まない列: 社内メモ')).toBeVisible();
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toContainText('追加 1件');
  await expect(summary).toContainText('スキップ 1件');
  await expect(summary).toContainText('読めない値 1件');
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewShot(page, { path: 'test-results/deals-import-1440.png' });
  await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await expect(page.getByText('1件を追加しました')).toBeVisible();
  const row = grid.getByRole('row', { name: /インポート案件A/ });
  await expect(row).toContainText('¥2,000,000');
  await expect(row.getByRole('link', { name: OTHER_CUSTOMER })).toBeVisible();

  // Round trip: the exported Shift_JIS file names the same row by its ID and changes nothing.
  await page.getByRole('button', { name: 'エクスポート' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'エクスポート' });
  await exportDialog.getByRole('radio', { name: /Shift_JIS/ }).check();
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: '書き出す' }).click();
  const file = await download;
  const bytes = readFileSync((await file.path())!);
  dialog = await importFile(page, file.suggestedFilename(), bytes);
  await expect(dialog.getByTestId('csv-preview')).toContainText('インポート案件A');
  await expect(summary).toContainText('追加 0件');
  await expect(summary).toContainText('更新 1件');
  await expect(summary).toContainText('うち 1件は変更がないため書き込みません');
});
