import { expect, test, type Page } from '@playwright/test';
import { customerGrid, saveViewAs, settle, signInWithForm } from '../support';
import { adminDb, ORIGIN, seedRow, unique } from './emulator-data';

// Every write path of the customer grid, its views and the board, in the Firebase build: a
// write resolves only when the emulator confirms it, so an action taken before then must wait
// for it, never be dropped (local mode confirms at once and cannot show that).
const sa = customerGrid('SA顧客一覧');
const ob = customerGrid('OB顧客一覧');
const picker = (page: Page) => page.getByLabel('ビュー', { exact: true });

/** SA with only three rows of its own (`base`1..3, newest first), their サービス名 given. */
async function openOwnRows(page: Page, services: [string, string, string]) {
  const base = unique('範囲');
  for (const [index, serviceName] of services.entries())
    await seedRow('sa_list', { clientName: `${base}${index + 1}`, serviceName });
  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/sa`);
  await page.getByPlaceholder(/クライアント名/).fill(base);
  await expect(sa.grid(page).getByRole('row')).toHaveCount(4);
  const headers = await sa.grid(page).getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.trim() === 'サービス名');
  return (row: number) =>
    sa
      .grid(page)
      .getByRole('row')
      .nth(row + 1)
      .getByRole('gridcell')
      .nth(column);
}

test('SA: fill down with Ctrl+D, Delete at once, undo; a paste; all kept after reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const service = await openOwnRows(page, ['S1', 'S2', 'S3']);
  const top = (await service(0).textContent())!;
  await service(0).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ControlOrMeta+d');
  await expect(service(2)).toHaveText(top);
  // Before the emulator has confirmed the fill.
  await page.keyboard.press('Delete');
  await expect(page.getByText('3件のセルをクリアしました')).toBeVisible();
  for (const row of [0, 1, 2]) await expect(service(row)).toHaveText('');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByText('元に戻しました')).toBeVisible();
  for (const row of [0, 1, 2]) await expect(service(row)).toHaveText(top);

  await service(1).click();
  await page.keyboard.press('Escape');
  await page.evaluate(() => navigator.clipboard.writeText('貼付1\r\n貼付2'));
  await page.keyboard.press('ControlOrMeta+v');
  await expect(page.getByText('2件のセルを貼り付けました')).toBeVisible();

  await page.reload();
  await expect(sa.grid(page).getByRole('row')).toHaveCount(4);
  await expect(service(0)).toHaveText(top);
  await expect(service(1)).toHaveText('貼付1');
  await expect(service(2)).toHaveText('貼付2');
});

test('views: save a personal view, switch to 標準 and back, reload on it', async ({ page }) => {
  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/sa`);
  await expect(sa.grid(page).getByRole('row').nth(2)).toBeVisible();
  // Other tests add rows to the shared emulator meanwhile: the totals move, so the view is
  // recognised by its own part of the count (unfiltered 'N件', filtered 'M件 / 全N件' with this
  // filter's M).
  const all = /^\d+件$/;
  await expect(sa.count(page)).toHaveText(all);
  await page.getByRole('combobox', { name: '優先度', exact: true }).selectOption('A');
  await sa.grid(page).getByRole('button', { name: '商談日' }).click();
  await expect(page.getByText('未保存の変更')).toBeVisible();
  const shown = (await sa.count(page).textContent())!;
  const filtered = new RegExp(`^${shown.split('件')[0]}件 / 全\\d+件$`);
  await expect(sa.count(page)).toHaveText(filtered);

  const name = unique('私の商談');
  await saveViewAs(page, name, '自分のみ');
  await expect(picker(page).locator('option:checked')).toHaveText(name);

  await picker(page).selectOption({ label: '標準' });
  await expect(sa.count(page)).toHaveText(all);
  await picker(page).selectOption({ label: name });
  await expect(sa.count(page)).toHaveText(filtered);

  await page.reload();
  await expect(sa.count(page)).toHaveText(filtered);
  await expect(picker(page).locator('option:checked')).toHaveText(name);
  await expect(page.getByText('未保存の変更')).toHaveCount(0);
  await expect(
    sa.grid(page).getByRole('columnheader').filter({ hasText: '商談日' }),
  ).toHaveAttribute('aria-sort', 'ascending');
});

test('board: a card moved by keyboard writes 進捗, kept after reload', async ({ page }) => {
  const client = unique('ボード商事');
  const rowId = await seedRow('ob_list', { clientName: client, progress: '未着手' });
  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/ob?layout=board`);
  await page.getByPlaceholder(/クライアント名/).fill(client);
  const card = page.getByRole('button', { name: new RegExp(`^${client}（`) });
  await expect(card).toHaveAccessibleName(`${client}（未着手）`);
  // The lanes are the option list's, which arrives on its own: wait for the one to the right.
  await expect(page.getByRole('region', { name: /^進行中（/ })).toBeVisible();
  await card.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`${client} を持ち上げました`))).toBeAttached();
  // dnd-kit takes keys from the task after the pick-up, and measures the lanes in a frame.
  await settle(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(new RegExp(`${client} を .+ の上に移動中です`))).toBeAttached();
  await settle(page);
  await page.keyboard.press('Space');
  await expect(card).not.toHaveAccessibleName(`${client}（未着手）`);
  const moved = (await card.getAttribute('aria-label')) ?? (await card.textContent())!;
  const progress = moved.match(/（(.+)）/)?.[1];
  expect(progress).toBeTruthy();
  // The card moves at once; the write reaches the server a moment later. Leaving the page
  // before then dropped it: wait until the server holds it, then reload.
  await expect
    .poll(async () => (await adminDb.collection('ob_list').doc(rowId).get()).get('progress'))
    .toBe(progress);

  await page.goto(`${ORIGIN}/ob`);
  await page.getByPlaceholder(/クライアント名/).fill(client);
  await expect(ob.row(page, client)).toBeVisible();
  await expect(ob.row(page, client)).toContainText(progress!);
});
