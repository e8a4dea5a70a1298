import { expect, test, type Page } from '@playwright/test';
import { customerGrid, demoOrigin, signIn } from './support';

// 名寄せ in local mode: the warning on entry names the likely duplicate; 重複の候補 lists the pair;
// 統合 keeps one row with both histories (and can be undone); 重複ではない is remembered.
const { clientCell } = customerGrid('SA顧客一覧');
const FIRST = '株式会社テスト商事';
const SECOND = '(株)テスト商事';

async function add(page: Page, client: string) {
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新規顧客追加' });
  await dialog.getByLabel(/^クライアント名/).fill(client);
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  return dialog;
}

/** Both spellings as rows: the second one after the warning, with 「それでも追加」. */
async function twoSpellings(page: Page) {
  await signIn(page);
  await page.goto(`${demoOrigin}/sa`);
  await add(page, FIRST);
  await expect(clientCell(page, FIRST)).toBeVisible();

  const dialog = await add(page, SECOND);
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('同じ会社の可能性がある行があります');
  await expect(warning.getByRole('link', { name: FIRST })).toBeVisible();
  await expect(warning).toContainText('会社名が一致（表記ゆれ）');
  await dialog.getByRole('button', { name: 'それでも追加' }).click();
  await expect(clientCell(page, SECOND)).toBeVisible();
}

const pairOf = (page: Page) =>
  page.getByRole('listitem').filter({ hasText: FIRST }).filter({ hasText: SECOND });

test('the warning names the existing row; 統合 keeps one row with both histories; undo splits them again', async ({
  page,
}) => {
  await twoSpellings(page);
  await page.getByRole('link', { name: '重複の候補' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /重複の候補/ })).toBeVisible();
  await expect(pairOf(page)).toContainText('会社名が一致（表記ゆれ）');
  await pairOf(page).getByRole('button', { name: /^統合/ }).click();

  const merge = page.getByRole('dialog', { name: '行を統合' });
  await merge.getByRole('radio', { name: `${FIRST} を残す` }).check();
  await merge
    .getByRole('radiogroup', { name: 'クライアント名に残す値' })
    .getByRole('radio', { name: FIRST })
    .check();
  await merge.getByRole('button', { name: '統合する' }).click();
  await expect(page.getByText('統合しました')).toBeVisible();
  await expect(pairOf(page)).toHaveCount(0);

  await page.goto(`${demoOrigin}/sa`);
  await expect(clientCell(page, FIRST)).toBeVisible();
  await expect(clientCell(page, SECOND)).toHaveCount(0);

  // One row, both histories: its own 追加, the other row's 追加, and the merge naming who merged.
  await clientCell(page, FIRST).hover();
  await page.getByRole('link', { name: `詳細: ${FIRST}` }).click();
  const timeline = page.getByRole('region', { name: 'タイムライン' });
  const merged = timeline.getByRole('listitem').filter({ hasText: `「${SECOND}」を統合しました` });
  await expect(merged).toContainText('デモ管理者');
  await expect(
    timeline.getByRole('listitem').filter({ hasText: '顧客を追加しました' }),
  ).toHaveCount(2);

  await merged.getByRole('button', { name: '統合を元に戻す' }).click();
  await expect(page.getByText('統合を元に戻しました').first()).toBeVisible();
  await page.goto(`${demoOrigin}/sa`);
  await expect(clientCell(page, FIRST)).toBeVisible();
  await expect(clientCell(page, SECOND)).toBeVisible();
});

test('重複ではない takes the pair out of 重複の候補, also after a reload', async ({ page }) => {
  await twoSpellings(page);
  await page.goto(`${demoOrigin}/sa/duplicates`);
  await pairOf(page)
    .getByRole('button', { name: /^重複ではない/ })
    .click();
  await expect(page.getByText('重複ではない組として記録しました')).toBeVisible();
  await expect(pairOf(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /重複の候補/ })).toBeVisible();
  await expect(page.getByText('重複の候補はありません')).toBeVisible();
  await expect(pairOf(page)).toHaveCount(0);
});

test('an import row that may be an existing customer: 既存の行を更新 updates it instead of adding', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/sa`);
  await expect(clientCell(page, '株式会社アオバ商事')).toBeVisible();
  const csv = [
    'クライアント名,サービス名',
    '(株)アオバ商事,取り込みで更新',
    'まったく新しい会社,新規',
  ];
  await page.getByRole('button', { name: 'CSVインポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSVインポート' });
  await dialog.getByLabel('CSVファイル').setInputFiles({
    name: 'dup.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\r\n'), 'utf8'),
  });
  await expect(dialog).toContainText('既存の行と重複の可能性がある行（1件）');
  const choice = dialog.getByRole('radiogroup', { name: '(株)アオバ商事 の取り込み方' });
  await expect(choice.getByRole('radio', { name: '新規に追加' })).toBeChecked();
  await expect(dialog).toContainText('株式会社アオバ商事（会社名が一致（表記ゆれ））');
  await choice.getByRole('radio', { name: '既存の行を更新' }).check();
  await expect(dialog.getByTestId('import-summary')).toContainText('1件');
  await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(clientCell(page, '(株)アオバ商事')).toHaveCount(0);
  await expect(clientCell(page, 'まったく新しい会社')).toBeVisible();
  await expect(customerGrid('SA顧客一覧').row(page, '株式会社アオバ商事')).toContainText(
    '取り込みで更新',
  );
});
