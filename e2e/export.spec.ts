import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { customerGrid, demoOrigin, signIn } from './support';

// Issue "Customer data in and out": the export is exactly the current view.
const { grid } = customerGrid('SA顧客一覧');

async function openSa(page: Page) {
  await signIn(page, demoOrigin);
  await page.goto(`${demoOrigin}/sa`);
  await expect(grid(page).getByRole('row').nth(3)).toBeVisible();
}

async function openFilteredSa(page: Page) {
  await openSa(page);
  // The view: two customers found by the search, 法人番号 hidden.
  await page.getByRole('searchbox').fill('株式会社');
  await expect(page.getByText(/件 \/ 全6件/)).toBeVisible();
  await page.getByRole('button', { name: '表示列' }).click();
  await page.getByRole('checkbox', { name: '法人番号' }).uncheck();
  await page.keyboard.press('Escape');
}

/** The view as the grid shows it: header texts (without the bin) and the client names in order. */
async function shownView(page: Page) {
  const headers = (
    await grid(page)
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''))
  ).filter((header) => header !== '削除');
  const clientColumn = headers.indexOf('クライアント名');
  const clients = await grid(page)
    .getByRole('row')
    .evaluateAll(
      (rows, column) =>
        rows
          .slice(1)
          .map((row) => row.querySelectorAll('[role="gridcell"]')[column]?.textContent ?? ''),
      clientColumn,
    );
  return { headers, clients, clientColumn };
}

async function exportAs(page: Page, format: RegExp) {
  await page.getByRole('button', { name: 'エクスポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'エクスポート' });
  await dialog.getByRole('radio', { name: format }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '書き出す' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

const parseCsv = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));

test('CSV UTF-8 with BOM: the filtered rows in screen order and the visible columns only', async ({
  page,
}) => {
  await openFilteredSa(page);
  const view = await shownView(page);
  const { name, bytes } = await exportAs(page, /UTF-8/);
  expect(name).toMatch(/^SA_\d{4}-\d{2}-\d{2}_\d{4}\.csv$/);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(new TextDecoder().decode(bytes.subarray(3)));
  // The visible columns, then the row's id (which an import of the file uses).
  expect(rows[0]).toEqual([...view.headers, 'ID']);
  expect(rows[0]).not.toContain('法人番号');
  expect(rows.slice(1).map((row) => row[view.clientColumn])).toEqual(view.clients);
  await expect(page.getByText(`${view.clients.length}件をエクスポートしました`)).toBeVisible();
});

test('CSV Shift_JIS decodes as Shift_JIS to the same cells', async ({ page }) => {
  await openFilteredSa(page);
  const view = await shownView(page);
  const { bytes } = await exportAs(page, /Shift_JIS/);
  expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(new TextDecoder('shift_jis').decode(bytes));
  expect(rows[0]).toEqual([...view.headers, 'ID']);
  expect(rows.slice(1).map((row) => row[view.clientColumn])).toEqual(view.clients);
});

test('Excel .xlsx: one sheet with the same cells, all as text', async ({ page }) => {
  await openFilteredSa(page);
  const view = await shownView(page);
  const { name, bytes } = await exportAs(page, /xlsx/);
  expect(name).toMatch(/\.xlsx$/);
  const sheet = await readSheet(bytes);
  expect(sheet[0]).toEqual([...view.headers, 'ID']);
  expect(sheet.slice(1).map((row) => row[view.clientColumn])).toEqual(view.clients);
});

test('Shift_JIS: characters it cannot hold are counted and named by row before saving', async ({
  page,
}) => {
  await openSa(page);
  const first = grid(page).getByRole('row').nth(1);
  // A name Shift_JIS cannot hold: 𠮷 (U+20BB7) and an emoji.
  const headers = await grid(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  await first.getByRole('gridcell').nth(headers.indexOf('サービス名')).click();
  const editor = grid(page).getByRole('textbox', { name: 'サービス名' });
  await editor.fill('𠮷野家😀');
  await editor.press('Enter');
  await page.getByRole('button', { name: 'エクスポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'エクスポート' });
  await dialog.getByRole('radio', { name: /Shift_JIS/ }).check();
  await expect(dialog.getByRole('status')).toHaveText(
    'Shift_JISで表せない文字が2文字あり、「?」に置き換えます（1行目）。',
  );
});

async function importBuffer(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: 'CSVインポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSVインポート' });
  await dialog.getByLabel('CSVファイル').setInputFiles({ name, mimeType: 'text/csv', buffer });
  return dialog;
}

test('an exported file imports back: matched by header names, every row an update, no duplicates', async ({
  page,
}) => {
  await openSa(page);
  await page.getByRole('searchbox').fill('株式会社');
  await expect(page.getByText(/件 \/ 全6件/)).toBeVisible();
  const exported = await exportAs(page, /UTF-8/);
  await page.getByRole('searchbox').fill('');
  await expect(page.getByText(/^6件$/)).toBeVisible();

  const dialog = await importBuffer(page, exported.name, exported.bytes);
  await expect(dialog.getByText('見出しの列名で列を対応付けました。')).toBeVisible();
  await expect(dialog.getByText('読み込まない列: お気に入り')).toBeVisible();
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toContainText('追加 0件');
  await expect(summary).toContainText('更新 4件');
  await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await expect(page.getByText('0件を追加、4件を更新しました')).toBeVisible();
  await expect(page.getByText(/^6件$/)).toBeVisible();
});

test('a file that updates 2 customers by corporate number and adds 1; empty cells clear nothing', async ({
  page,
}) => {
  await openSa(page);
  const csv = [
    'クライアント名,法人番号,サービス名,優先度',
    '株式会社アオバ商事（更新）,6010001000001,,B',
    '合同会社ひかりデザイン,３０２０００２-０００００２,新しいサービス,',
    '株式会社新規取引先,7777777777777,新規サービス,A',
  ].join('\r\n');
  const dialog = await importBuffer(page, 'update.csv', Buffer.from(csv, 'utf8'));
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toContainText('追加 1件');
  await expect(summary).toContainText('更新 2件');
  await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await expect(page.getByText('1件を追加、2件を更新しました')).toBeVisible();
  await expect(page.getByText(/^7件$/)).toBeVisible();
  const updated = grid(page).getByRole('row').filter({ hasText: '株式会社アオバ商事（更新）' });
  // The empty サービス名 cell of the file left the stored value.
  await expect(updated).toContainText('在庫管理クラウド');
  await expect(grid(page).getByRole('row').filter({ hasText: '新しいサービス' })).toContainText(
    '合同会社ひかりデザイン',
  );
});

test('a corporate number with a wrong check digit is flagged in the add form and can be filtered', async ({
  page,
}) => {
  await openSa(page);
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新規顧客追加' });
  const number = dialog.getByLabel('法人番号');
  await number.fill('8000012050002');
  await expect(dialog.getByRole('status')).toHaveText(
    '法人番号が正しくない可能性があります（13桁の数字・チェックデジット）',
  );
  await number.fill('７０００-０１２-０５０００２');
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await number.fill('8000012050002');
  await dialog.getByLabel('クライアント名').fill('チェック株式会社');
  // Flagged, not refused.
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('combobox', { name: '法人番号' }).selectOption('要確認');
  await expect(grid(page).getByRole('row').filter({ hasText: 'チェック株式会社' })).toBeVisible();
  await expect(page.getByText(/件 \/ 全7件/)).toBeVisible();
});

test('OB exports its view too, named OB_…', async ({ page }) => {
  await signIn(page, demoOrigin);
  await page.goto(`${demoOrigin}/ob`);
  const ob = customerGrid('OB顧客一覧').grid;
  await expect(ob(page).getByRole('row').nth(2)).toBeVisible();
  const rowsShown = (await ob(page).getByRole('row').count()) - 1;
  const { name, bytes } = await exportAs(page, /UTF-8/);
  expect(name).toMatch(/^OB_\d{4}-\d{2}-\d{2}_\d{4}\.csv$/);
  const rows = parseCsv(new TextDecoder().decode(bytes.subarray(3)));
  expect(rows).toHaveLength(rowsShown + 1);
  expect(rows[0]).toContain('クライアント名');
  expect(rows[0]).not.toContain('削除');
});

test('each format imports back: nothing added, nothing duplicated, no apostrophes', async ({
  page,
}) => {
  await openSa(page);
  // A customer without a corporate number whose contact reads like a formula.
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const form = page.getByRole('dialog', { name: '新規顧客追加' });
  await form.getByLabel('クライアント名').fill('番号のない商店');
  await form.getByLabel('先方担当者').fill('=1+1');
  await form.getByRole('button', { name: '追加', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/^7件$/)).toBeVisible();

  for (const format of [/UTF-8/, /Shift_JIS/, /xlsx/]) {
    const exported = await exportAs(page, format);
    const dialog = await importBuffer(page, exported.name, exported.bytes);
    const summary = dialog.getByTestId('import-summary');
    await expect(summary).toContainText('追加 0件');
    await expect(summary).toContainText('更新 7件');
    await expect(summary).toContainText('うち 7件は変更がないため書き込みません');
    await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^7件$/)).toBeVisible();
  }
  const row = grid(page).getByRole('row').filter({ hasText: '番号のない商店' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('=1+1');
  await expect(row).not.toContainText("'=1+1");
});
