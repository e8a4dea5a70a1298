import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { customerGrid, demoOrigin, emptyOrigin, settle, signIn } from './support';

const { grid, row, clientCell, count } = customerGrid('SA顧客一覧');
const editor = (page: Page, name: string) => grid(page).getByRole('textbox', { name });

async function openSa(page: Page, origin = demoOrigin) {
  await signIn(page, origin);
  await page.goto(`${origin}/sa`);
}

test('empty list: the spec message and the add action', async ({ page }) => {
  await openSa(page, emptyOrigin);
  await expect(page.getByText('データがありません。新規追加してください。')).toBeVisible();
});

test('add: the client name is required; a new customer appears at the top', async ({ page }) => {
  await openSa(page);
  await expect(grid(page).getByRole('row')).toHaveCount(7);
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新規顧客追加' });
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('クライアント名は必須です');
  await dialog.getByLabel('クライアント名').fill('株式会社イーツーイー');
  await dialog.getByLabel('サービス名').fill('検証サービス');
  await dialog.getByLabel('優先度').selectOption('B');
  await dialog.getByLabel('商談日').fill('2026-11-20');
  await dialog.getByLabel('商談動画URL').fill('https://video.example.com/e2e');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(grid(page).getByRole('row').nth(1)).toContainText('株式会社イーツーイー');
  await expect(row(page, '株式会社イーツーイー')).toContainText('2026/11/20');
  await expect(
    row(page, '株式会社イーツーイー').getByRole('link', {
      name: '商談動画を開く: 株式会社イーツーイー',
    }),
  ).toHaveAttribute('target', '_blank');
});

test('inline edit: Enter saves one field, Escape cancels, undo writes the old value back', async ({
  page,
}) => {
  await openSa(page);
  await clientCell(page, '株式会社アオバ商事').click();
  await editor(page, 'クライアント名').fill('株式会社アオバ商事（更新）');
  await editor(page, 'クライアント名').press('Enter');
  await expect(clientCell(page, '株式会社アオバ商事（更新）')).toBeVisible();
  await expect(editor(page, 'クライアント名')).toHaveCount(0);

  await clientCell(page, '株式会社アオバ商事（更新）').click();
  await editor(page, 'クライアント名').fill('取り消す名前');
  await editor(page, 'クライアント名').press('Escape');
  await expect(clientCell(page, '株式会社アオバ商事（更新）')).toBeVisible();

  await page.reload();
  await expect(clientCell(page, '株式会社アオバ商事（更新）')).toBeVisible();

  // another edit, then undo it with Ctrl+Z while no text field has focus
  const service = row(page, '株式会社アオバ商事（更新）').getByRole('gridcell', {
    name: '在庫管理クラウド',
  });
  await service.click();
  await editor(page, 'サービス名').fill('在庫管理クラウド v2');
  await editor(page, 'サービス名').press('Enter');
  await expect(grid(page).getByRole('gridcell', { name: '在庫管理クラウド v2' })).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(
    grid(page).getByRole('gridcell', { name: '在庫管理クラウド', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('元に戻しました')).toBeVisible();
  await page.reload();
  await expect(
    grid(page).getByRole('gridcell', { name: '在庫管理クラウド', exact: true }),
  ).toBeVisible();
});

test('the undo toast button takes back a saved edit', async ({ page }) => {
  await openSa(page);
  const cell = row(page, '株式会社ネクストHR').getByRole('gridcell', { name: '採用管理' });
  await cell.click();
  await editor(page, 'サービス名').fill('採用管理プラス');
  await editor(page, 'サービス名').press('Enter');
  await expect(grid(page).getByRole('gridcell', { name: '採用管理プラス' })).toBeVisible();
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(grid(page).getByRole('gridcell', { name: '採用管理', exact: true })).toBeVisible();
});

test('IME: Enter that confirms a conversion does not save; the next Enter does', async ({
  page,
}) => {
  await openSa(page);
  await clientCell(page, '株式会社テックリンク').click();
  const input = editor(page, 'クライアント名');
  await input.press('End');
  // A real composition through the browser's IME entry point (CDP), then the confirming Enter
  // as Chrome (isComposing) and as Safari (keyCode 229 after compositionend) send it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'かぶ', selectionStart: 2, selectionEnd: 2 });
  await input.evaluate((el) => {
    el.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'Enter',
        bubbles: true,
        cancelable: true,
        isComposing: true,
      }),
    );
  });
  await cdp.send('Input.insertText', { text: 'カブ' });
  await input.evaluate((el) => {
    const safariEnter = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
    });
    Object.defineProperty(safariEnter, 'keyCode', { value: 229 });
    el.dispatchEvent(safariEnter);
  });
  await settle(page);
  await expect(input).toBeVisible();
  await expect(input).toHaveValue('株式会社テックリンクカブ');
  await expect(clientCell(page, '株式会社テックリンク')).toHaveCount(0); // still editing that cell
  await input.press('Enter');
  await expect(clientCell(page, '株式会社テックリンクカブ')).toBeVisible();
  await page.reload();
  await expect(clientCell(page, '株式会社テックリンクカブ')).toBeVisible();
});

test('favourite survives a reload and the row turns red', async ({ page }) => {
  await openSa(page);
  const star = grid(page).getByRole('button', { name: 'お気に入りに追加: 株式会社みらい不動産' });
  await star.click();
  const on = grid(page).getByRole('button', { name: 'お気に入りから外す: 株式会社みらい不動産' });
  await expect(on).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(on).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, '株式会社みらい不動産')).toHaveClass(/bg-red-50/);
});

test('filters, search (width and kana folded), result count and clearing', async ({ page }) => {
  await openSa(page);
  await expect(count(page)).toHaveText('6件');
  await page.getByRole('combobox', { name: '優先度' }).selectOption('A');
  await expect(count(page)).toHaveText('2件 / 全6件');
  await page.getByRole('combobox', { name: '優先度' }).selectOption('');

  await page.getByRole('button', { name: 'すべての進捗' }).click();
  await page.getByRole('checkbox', { name: '商談中' }).check();
  await page.getByRole('checkbox', { name: '受注' }).check();
  await expect(count(page)).toHaveText('2件 / 全6件');
  await page.getByRole('button', { name: 'すべてクリア' }).click();
  await expect(count(page)).toHaveText('6件');
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: '担当者' }).selectOption('佐藤');
  await expect(count(page)).toHaveText('2件 / 全6件');
  await page.getByRole('combobox', { name: '担当者' }).selectOption('');

  const search = page.getByRole('searchbox');
  await search.fill('ｱｵﾊﾞ');
  await expect(count(page)).toHaveText('1件 / 全6件');
  await expect(clientCell(page, '株式会社アオバ商事')).toBeVisible();
  await search.fill('ひかり');
  await expect(clientCell(page, '合同会社ひかりデザイン')).toBeVisible();
  await search.fill('ＨＲ');
  await expect(clientCell(page, '株式会社ネクストHR')).toBeVisible();
  await search.fill('該当なしの言葉');
  await expect(page.getByText('条件に一致するデータがありません。')).toBeVisible();
  await page.getByRole('button', { name: '絞り込みをクリア' }).click();
  await expect(count(page)).toHaveText('6件');
  await expect(search).toHaveValue('');
});

test('delete asks first, then removes the row', async ({ page }) => {
  await openSa(page);
  await grid(page).getByRole('button', { name: '削除: 株式会社みらい不動産' }).click();
  const dialog = page.getByRole('dialog', { name: '顧客の削除' });
  await expect(dialog).toContainText('本当にこの顧客を削除しますか？');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(clientCell(page, '株式会社みらい不動産')).toBeVisible();
  await grid(page).getByRole('button', { name: '削除: 株式会社みらい不動産' }).click();
  await page
    .getByRole('dialog', { name: '顧客の削除' })
    .getByRole('button', { name: '削除' })
    .click();
  await expect(clientCell(page, '株式会社みらい不動産')).toHaveCount(0);
  await expect(count(page)).toHaveText('5件');
});

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'CSVインポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSVインポート' });
  await expect(dialog.getByRole('button', { name: 'インポート', exact: true })).toBeDisabled();
  await dialog.getByLabel('CSVファイル').setInputFiles(file);
  return dialog;
}

test('Shift_JIS CSV (as Excel saves it): preview of header + 5 rows, import in file order', async ({
  page,
}) => {
  await openSa(page);
  const buffer = readFileSync(new URL('./fixtures/sa-import-shift_jis.csv', import.meta.url));
  const dialog = await importFile(page, { name: 'sa.csv', mimeType: 'text/csv', buffer });
  const preview = dialog.getByTestId('csv-preview');
  await expect(preview.getByRole('columnheader').first()).toHaveText('法人番号');
  await expect(preview.getByRole('columnheader')).toHaveCount(14);
  await expect(preview.locator('tbody tr')).toHaveCount(5);
  await expect(preview).toContainText('株式会社髙橋①商店');
  await expect(preview).toContainText('受発注, 在庫');
  await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^6件のデータをインポートしました/)).toContainText(
    'クライアント名のない1行は読み込みませんでした',
  );
  await expect(page.getByText(/^6件のデータをインポートしました/)).toContainText(
    '優先度が A/B/C 以外の1行は優先度を空欄にしました',
  );
  const rows = grid(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('株式会社髙橋①商店');
  await expect(rows.nth(1)).toContainText('2024/01/05');
  await expect(rows.nth(2)).toContainText('株式会社ＳＪＩＳ二号');
  await expect(rows.nth(3)).toContainText('株式会社ＳＪＩＳ四号');
  await expect(count(page)).toHaveText('12件');
});

test('UTF-8 with BOM: the BOM does not reach the first cell', async ({ page }) => {
  await openSa(page, emptyOrigin);
  const lines = [
    '法人番号,クライアント名,サービス名,商談日,最終接触日,紹介元,優先度,コメント/ネクストアクション,進捗,担当者,先方担当者,連絡先,電話番号,商談動画URL',
    ...Array.from(
      { length: 6 },
      (_, i) => `900000000000${i},BOM会社${i + 1},サービス${i + 1},2025/3/${i + 1},,,C,,,,,,,`,
    ),
  ];
  const buffer = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(lines.join('\r\n'), 'utf8'),
  ]);
  const dialog = await importFile(page, { name: 'bom.csv', mimeType: 'text/csv', buffer });
  const preview = dialog.getByTestId('csv-preview');
  await expect(preview.getByRole('columnheader').first()).toHaveText('法人番号');
  expect(await preview.getByRole('columnheader').first().textContent()).toBe('法人番号');
  await expect(preview.locator('tbody tr')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await expect(page.getByText('6件のデータをインポートしました')).toBeVisible();
  await expect(grid(page).getByRole('row').nth(1)).toContainText('BOM会社1');
  await expect(
    grid(page).getByRole('gridcell', { name: '9000000000000', exact: true }),
  ).toBeVisible();
});

test('the list listener survives navigating away and back (no second loading state)', async ({
  page,
}) => {
  await openSa(page);
  await expect(clientCell(page, '株式会社アオバ商事')).toBeVisible();
  await page.getByRole('link', { name: 'OB', exact: true }).click();
  await expect(grid(page)).toHaveCount(0);
  // Record whether the loading text ever shows while coming back.
  await page.evaluate(() => {
    const w = window as unknown as { sawLoading: boolean };
    w.sawLoading = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes('データを読み込み中...')) w.sawLoading = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('link', { name: 'SA', exact: true }).click();
  await expect(clientCell(page, '株式会社アオバ商事')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(
    false,
  );
});
