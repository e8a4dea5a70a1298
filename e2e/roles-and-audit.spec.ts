import { expect, test, type Page } from '@playwright/test';
import { customerGrid, DEMO, demoOrigin, signIn } from './support';

// 権限 and the 監査ログ in local mode: a 管理者 makes a member 閲覧のみ, who then edits nothing on
// SA; an export by a member with the export right appears in the 監査ログ.
const { grid } = customerGrid('SA顧客一覧');

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(`${demoOrigin}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
}

async function addMember(
  page: Page,
  member: { name: string; email: string; password: string; exportRight?: boolean },
) {
  await page.goto(`${demoOrigin}/members`);
  await page.getByRole('button', { name: 'メンバーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを追加' });
  await dialog.getByLabel('名前').fill(member.name);
  await dialog.getByLabel('メールアドレス').fill(member.email);
  await dialog.getByLabel('パスワード').fill(member.password);
  // A new member is a メンバー without the export right unless the adder chooses.
  await expect(dialog.getByLabel('権限')).toHaveValue('member');
  const right = dialog.getByRole('checkbox', { name: 'エクスポート・インポート' });
  await expect(right).not.toBeChecked();
  if (member.exportRight) await right.check();
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(member.name) })).toBeVisible();
}

test('a 管理者 makes a member 閲覧のみ: on SA they find no add, import or export, and no editor', async ({
  page,
}) => {
  const viewer = {
    name: '閲覧 花子',
    email: 'hanako.viewer@example.com',
    password: 'viewer-pass1',
  };
  await signIn(page, demoOrigin);
  await addMember(page, viewer);
  await page.getByRole('button', { name: `${viewer.name}を編集` }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを編集' });
  await dialog.getByLabel('権限').selectOption({ label: '閲覧のみ' });
  await dialog.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(viewer.name) })).toContainText('閲覧のみ');
  await signOut(page);

  await signInAs(page, viewer.email, viewer.password);
  await page.goto(`${demoOrigin}/sa`);
  const cell = grid(page).getByRole('gridcell', { name: '在庫管理クラウド', exact: true });
  await expect(cell).toBeVisible();
  await expect(page.getByRole('button', { name: '新規追加' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CSVインポート' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'エクスポート' })).toHaveCount(0);
  await expect(grid(page).getByRole('button', { name: /^削除/ })).toHaveCount(0);
  await cell.click();
  await expect(grid(page).getByRole('textbox')).toHaveCount(0);
  await cell.press('Enter');
  await expect(page.getByText('閲覧のみの権限では編集できません')).toBeVisible();
  await expect(grid(page).getByRole('textbox')).toHaveCount(0);
  // The 監査ログ is not theirs either.
  await expect(page.getByRole('link', { name: '監査ログ' })).toHaveCount(0);
});

test('an export by a member with the right appears in the 監査ログ', async ({ page }) => {
  const exporter = {
    name: '書出 次郎',
    email: 'jiro.export@example.com',
    password: 'export-pass1',
    exportRight: true,
  };
  await signIn(page, demoOrigin);
  await addMember(page, exporter);
  await signOut(page);

  await signInAs(page, exporter.email, exporter.password);
  await page.goto(`${demoOrigin}/sa`);
  await expect(grid(page).getByRole('row').nth(3)).toBeVisible();
  await page.getByRole('button', { name: 'エクスポート' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'エクスポート' });
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: '書き出す' }).click();
  await download;
  await signOut(page);

  await signInAs(page, DEMO.email, DEMO.password);
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: '監査ログ' })
    .click();
  await expect(page.getByRole('heading', { name: '監査ログ', level: 1 })).toBeVisible();
  const entry = (kind: string) =>
    page
      .getByRole('row')
      .filter({ hasText: exporter.name })
      .filter({ has: page.getByRole('cell', { name: kind, exact: true }) });
  const row = entry('エクスポート');
  await expect(row).toContainText(/SA（\d+件）/);
  await expect(row).toContainText('標準');
  // Their sign-in is there too, and the kind filter narrows the list.
  await expect(entry('ログイン')).not.toHaveCount(0);
  await page.getByLabel('操作', { exact: true }).selectOption({ label: 'エクスポート' });
  await expect(entry('ログイン')).toHaveCount(0);
  await expect(row).toBeVisible();
});
