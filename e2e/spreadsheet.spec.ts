import { expect, test, type Page } from '@playwright/test';
import { customerGrid, demoOrigin, signIn } from './support';
import { reviewShot } from './review-shot';

// Issue "SA and OB as a spreadsheet": ranges, the clipboard with other spreadsheets, fill down,
// clear, one undo step, the context menu.
const { grid } = customerGrid('SA顧客一覧');
const rows = (page: Page) => grid(page).getByRole('row');
/** The cell of the n-th data row (0-based) under the column header `header`. */
async function cell(page: Page, rowIndex: number, header: string) {
  await expect(grid(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const headers = await grid(page).getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.trim() === header);
  expect(column, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows(page)
    .nth(rowIndex + 1)
    .getByRole('gridcell')
    .nth(column);
}
/** Selects a cell without editing it: a click opens its editor, Escape leaves the cell focused. */
async function select(page: Page, rowIndex: number, header: string) {
  await (await cell(page, rowIndex, header)).click();
  await page.keyboard.press('Escape');
  await expect(await cell(page, rowIndex, header)).toBeFocused();
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demoOrigin);
  await page.goto(`${demoOrigin}/sa`);
  await expect(rows(page).nth(3)).toBeVisible();
});

test('paste a 3 x 2 block from a spreadsheet, see it after reload, undo it in one step', async ({
  page,
}) => {
  const before = [
    await (await cell(page, 0, 'クライアント名')).textContent(),
    await (await cell(page, 1, 'クライアント名')).textContent(),
  ];
  // The client name is pinned first; サービス名, 進捗 and 担当者 follow each other.
  await select(page, 0, 'サービス名');
  await page.evaluate(() =>
    navigator.clipboard.writeText(
      'サービスA\t進捗テスト\t担当A\r\n"サービス\r\nB"\t受注テスト\t担当B\r\n',
    ),
  );
  await page.keyboard.press('ControlOrMeta+v');
  await expect(page.getByText('6件のセルを貼り付けました')).toBeVisible();
  await expect(await cell(page, 0, 'サービス名')).toHaveText('サービスA');
  await expect(await cell(page, 1, 'サービス名')).toHaveText('サービス B');
  await expect(await cell(page, 1, '進捗')).toHaveText('受注テスト');
  await expect(await cell(page, 1, '担当者')).toHaveText('担当B');
  await select(page, 0, 'クライアント名');
  await page.evaluate(() => navigator.clipboard.writeText('貼付A社\r\n貼付B社'));
  await page.keyboard.press('ControlOrMeta+v');
  await expect(page.getByText('2件のセルを貼り付けました')).toBeVisible();

  await page.reload();
  await expect(await cell(page, 0, 'クライアント名')).toHaveText('貼付A社');
  await expect(await cell(page, 1, 'クライアント名')).toHaveText('貼付B社');
  await expect(await cell(page, 1, '進捗')).toHaveText('受注テスト');

  await select(page, 3, 'クライアント名');
  await page.keyboard.press('ControlOrMeta+z');
  // The reload emptied the undo history: nothing is undone.
  await expect(page.getByText('元に戻せる変更はありません')).toBeVisible();
  await expect(await cell(page, 0, 'クライアント名')).toHaveText('貼付A社');

  await select(page, 0, 'クライアント名');
  await page.evaluate(() => navigator.clipboard.writeText('もう一度A\r\nもう一度B'));
  await page.keyboard.press('ControlOrMeta+v');
  await expect(await cell(page, 1, 'クライアント名')).toHaveText('もう一度B');
  // One undo step takes back both cells of the paste.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByText('元に戻しました')).toBeVisible();
  await expect(await cell(page, 0, 'クライアント名')).toHaveText('貼付A社');
  await expect(await cell(page, 1, 'クライアント名')).toHaveText('貼付B社');
  expect(before).not.toContain('貼付A社');
});

test('values that do not fit are left out and named; nothing past the last column', async ({
  page,
}) => {
  await select(page, 0, '優先度');
  await page.evaluate(() => navigator.clipboard.writeText('Z\tいつか\r\nb\t2026年1月5日'));
  await page.keyboard.press('ControlOrMeta+v');
  await expect(
    page.getByText('1件のセルは形式が合わないため貼り付けませんでした: 優先度（1行目）'),
  ).toBeVisible();
  await expect(await cell(page, 1, '優先度')).toHaveText('B');
  await expect(await cell(page, 1, 'コメント/ネクストアクション')).toHaveText('2026年1月5日');
});

test('a range by Shift+arrows is selected, announced and copied as tab-separated text', async ({
  page,
}) => {
  await select(page, 0, 'クライアント名');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(grid(page).locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(4);
  await page.keyboard.press('ControlOrMeta+c');
  await expect(page.getByText('4件のセルをコピーしました')).toBeVisible();
  const expected = [
    [
      await (await cell(page, 0, 'クライアント名')).textContent(),
      await (await cell(page, 0, '法人番号')).textContent(),
    ],
    [
      await (await cell(page, 1, 'クライアント名')).textContent(),
      await (await cell(page, 1, '法人番号')).textContent(),
    ],
  ]
    .map((line) => line.join('\t'))
    .join('\r\n');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await reviewShot(page, { path: test.info().outputPath('range.png') });
  await page.keyboard.press('Escape');
  await expect(grid(page).locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(1);
});

test('fill down with Ctrl+D, clear with Delete, and the same from the context menu', async ({
  page,
}) => {
  const top = await (await cell(page, 0, 'サービス名')).textContent();
  await select(page, 0, 'サービス名');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ControlOrMeta+d');
  await expect(await cell(page, 2, 'サービス名')).toHaveText(top!);
  await expect(await cell(page, 1, 'サービス名')).toHaveText(top!);

  await page.keyboard.press('Delete');
  await expect(page.getByText('3件のセルをクリアしました')).toBeVisible();
  await expect(await cell(page, 0, 'サービス名')).toHaveText('');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(await cell(page, 2, 'サービス名')).toHaveText(top!);

  // Mouse: drag a range, right-click it, クリア.
  const from = await cell(page, 0, 'サービス名');
  const to = await cell(page, 1, 'サービス名');
  await from.hover();
  await page.mouse.down();
  await to.hover();
  await page.mouse.up();
  await expect(grid(page).locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(2);
  await to.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'セルの操作' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    /コピー/,
    /貼り付け/,
    /下方向へコピー/,
    /クリア/,
  ]);
  await reviewShot(page, { path: test.info().outputPath('context-menu.png') });
  await menu.getByRole('menuitem', { name: /クリア/ }).click();
  await expect(await cell(page, 1, 'サービス名')).toHaveText('');
  await expect(await cell(page, 2, 'サービス名')).toHaveText(top!);
});

test('the context menu opens from the keyboard (Shift+F10) on the selected cell', async ({
  page,
}) => {
  await select(page, 0, 'クライアント名');
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: 'セルの操作' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('resize a column by its edge and hide one from 表示列; the layout is there after reload', async ({
  page,
}) => {
  const header = grid(page).getByRole('columnheader', { name: 'サービス名', exact: true });
  const before = (await header.boundingBox())!.width;
  const edge = grid(page).getByRole('separator', { name: 'サービス名の列幅' });
  const box = (await edge.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await header.boundingBox())!.width).toBeGreaterThan(before + 60);
  // The keyboard: the edge is focusable and moves with the arrow keys.
  await edge.focus();
  await page.keyboard.press('ArrowLeft');
  const afterKeys = Number(await edge.getAttribute('aria-valuenow'));
  expect(afterKeys).toBeLessThan(before + 80);

  await page.getByRole('button', { name: '表示列' }).click();
  await page.getByRole('checkbox', { name: '法人番号' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(grid(page).getByRole('columnheader', { name: '法人番号' })).toHaveCount(0);

  await page.reload();
  await expect(grid(page).getByRole('columnheader', { name: '法人番号' })).toHaveCount(0);
  await expect(grid(page).getByRole('separator', { name: 'サービス名の列幅' })).toHaveAttribute(
    'aria-valuenow',
    String(afterKeys),
  );
  await reviewShot(page, { path: test.info().outputPath('layout.png') });

  await page.getByRole('button', { name: '表示列' }).click();
  await page.getByRole('button', { name: '既定に戻す' }).click();
  await expect(grid(page).getByRole('columnheader', { name: '法人番号' })).toHaveCount(1);
  await expect(grid(page).getByRole('separator', { name: 'サービス名の列幅' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(before)),
  );
});

test('the star and the client name stay visible when the table scrolls sideways', async ({
  page,
}) => {
  const scroller = grid(page);
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const gridBox = (await scroller.boundingBox())!;
  const name = grid(page).getByRole('columnheader', { name: 'クライアント名', exact: true });
  const nameBox = (await name.boundingBox())!;
  expect(nameBox.x).toBeGreaterThanOrEqual(gridBox.x);
  expect(nameBox.x).toBeLessThan(gridBox.x + 300);
  await reviewShot(page, { path: test.info().outputPath('scrolled.png') });
});

test('OB, the same grid: paste into a cell at rest, then one undo takes it back', async ({
  page,
}) => {
  const ob = customerGrid('OB顧客一覧').grid;
  await page.goto(`${demoOrigin}/ob`);
  await expect(ob(page).getByRole('row').nth(2)).toBeVisible();
  const headers = await ob(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  const at = (row: number, header: string) =>
    ob(page)
      .getByRole('row')
      .nth(row + 1)
      .getByRole('gridcell')
      .nth(headers.indexOf(header));
  const before = await at(0, 'サービス名').textContent();
  await at(0, 'サービス名').click();
  await page.keyboard.press('Escape');
  await page.evaluate(() => navigator.clipboard.writeText('OB貼付サービス'));
  await page.keyboard.press('ControlOrMeta+v');
  await expect(at(0, 'サービス名')).toHaveText('OB貼付サービス');
  // The cell shows the pasted text while it is written; the paste is a step to undo once the
  // write is done and says so (as a user sees it), as in the SA cases above.
  await expect(page.getByText('1件のセルを貼り付けました')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByText('元に戻しました')).toBeVisible();
  await expect(at(0, 'サービス名')).toHaveText(before!);
});
