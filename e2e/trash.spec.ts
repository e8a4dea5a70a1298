import { expect, test } from '@playwright/test';
import { customerGrid, demoOrigin, signIn } from './support';

// ゴミ箱 in local mode: a deleted SA row waits there and 「復元」 brings it back with its history.
const { grid, row } = customerGrid('SA顧客一覧');
const CLIENT = '株式会社テックリンク';

test('a deleted SA row appears in ゴミ箱 and 復元 brings it back with its history', async ({
  page,
}) => {
  await signIn(page, demoOrigin);
  await page.goto(`${demoOrigin}/sa`);
  // An edit first, so the row has a history to come back with.
  const service = row(page, CLIENT).getByRole('gridcell', { name: '社内ポータル', exact: true });
  await service.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('社内ポータル v2');
  await page.keyboard.press('Enter');
  await expect(
    row(page, CLIENT).getByRole('gridcell', { name: '社内ポータル v2', exact: true }),
  ).toBeVisible();

  await row(page, CLIENT)
    .getByRole('button', { name: `削除: ${CLIENT}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '削除', exact: true }).click();
  await expect(row(page, CLIENT)).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: 'ゴミ箱' })
    .click();
  await expect(page.getByRole('heading', { name: 'ゴミ箱', level: 1 })).toBeVisible();
  const entry = page.getByRole('row', { name: new RegExp(CLIENT) });
  await expect(entry).toContainText('SA');
  await expect(entry).toContainText('デモ管理者');
  await entry.getByRole('button', { name: '復元' }).click();
  await expect(page.getByText(`「${CLIENT}」を復元しました`)).toBeVisible();
  await expect(page.getByText('ゴミ箱は空です')).toBeVisible();

  await page.goto(`${demoOrigin}/sa`);
  await expect(
    row(page, CLIENT).getByRole('gridcell', { name: '社内ポータル v2', exact: true }),
  ).toBeVisible();
  await row(page, CLIENT)
    .getByRole('button', { name: `履歴: ${CLIENT}` })
    .click();
  const panel = page.getByRole('dialog', { name: `履歴: ${CLIENT}` });
  await expect(panel).toContainText('社内ポータル v2');
  await expect(grid(page)).toBeVisible();
});
