import { expect, test, type Page } from '@playwright/test';
import { customerGrid, demoOrigin, signIn } from './support';

// 顧客詳細 in local mode: a row's page with its fields edited in place, the タイムライン, comments
// kept across a reload, the grid's comment count, @mentions reaching the member's inbox.
const { row, clientCell } = customerGrid('SA顧客一覧');
const CLIENT = '株式会社アオバ商事';
const NEW = { name: '山本 太郎', email: 'taro.yamamoto@example.com', password: 'taro-pass1' };

const timeline = (page: Page) => page.getByRole('region', { name: 'タイムライン' });
const fields = (page: Page) => page.getByRole('grid', { name: '顧客の情報' });

/** The page of `client`, from its row's 詳細 (shown over the name's end while hovered). */
async function openDetails(page: Page, client: string) {
  await page.goto(`${demoOrigin}/sa`);
  await clientCell(page, client).hover();
  await row(page, client)
    .getByRole('link', { name: `詳細: ${client}` })
    .click();
  await expect(page).toHaveURL(/\/sa\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: client })).toBeVisible();
}

async function post(page: Page, text: string) {
  await timeline(page).getByRole('textbox', { name: 'コメント' }).fill(text);
  await timeline(page).getByRole('button', { name: '投稿' }).click();
  await expect(timeline(page).getByRole('listitem').filter({ hasText: text })).toBeVisible();
}

test('a row has its page: fields edited in place land in the timeline; a comment is kept, edited and counted on the row', async ({
  page,
}) => {
  await signIn(page);
  await openDetails(page, CLIENT);

  // A field edited with the grid's own editor is a change in the timeline, with who and what.
  const service = fields(page)
    .getByRole('row')
    .filter({ hasText: 'サービス名' })
    .getByRole('gridcell');
  const before = (await service.textContent())!.trim();
  await service.click();
  await fields(page).getByRole('textbox', { name: 'サービス名' }).fill('詳細画面から変更');
  await page.keyboard.press('Enter');
  await expect(service).toHaveText('詳細画面から変更');
  await expect(timeline(page).getByRole('listitem').first()).toContainText(
    `サービス名: ${before} → 詳細画面から変更`,
  );
  await expect(timeline(page).getByRole('listitem').first()).toContainText('デモ管理者');

  // A comment stays after a reload; its author edits it and it says 編集済み.
  await post(page, '先方から見積もりの再送依頼あり');
  await page.reload();
  const comment = timeline(page)
    .getByRole('listitem')
    .filter({ hasText: '先方から見積もりの再送依頼あり' });
  await expect(comment).toBeVisible();
  await comment.getByRole('button', { name: '編集' }).click();
  // The text is in the editor now: the item is the one with 保存.
  const editing = timeline(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: '保存' }) });
  await editing.getByRole('textbox', { name: 'コメント' }).fill('見積もりを再送しました');
  await editing.getByRole('button', { name: '保存' }).click();
  const edited = timeline(page).getByRole('listitem').filter({ hasText: '見積もりを再送しました' });
  await expect(edited).toContainText('編集済み');

  // The filter: コメント leaves the comment alone; 変更 the change.
  await timeline(page).getByRole('button', { name: 'コメント', exact: true }).click();
  await expect(
    timeline(page).getByRole('list', { name: 'タイムライン' }).locator(':scope > li'),
  ).toHaveCount(1);
  await timeline(page).getByRole('button', { name: '変更', exact: true }).click();
  await expect(timeline(page).getByText('見積もりを再送しました')).toHaveCount(0);

  // Back in the grid the row says コメント 1件, and that opens its page.
  await page.getByRole('link', { name: 'SA一覧に戻る' }).click();
  const count = row(page, CLIENT).getByRole('link', { name: 'コメント 1件', exact: true });
  await expect(count).toBeVisible();
  await count.click();
  await expect(page.getByRole('heading', { level: 1, name: CLIENT })).toBeVisible();
});

test('@ offers the members; the mentioned member finds the comment in their inbox and opens the page', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/members`);
  await page.getByRole('button', { name: 'メンバーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを追加' });
  await dialog.getByLabel('名前').fill(NEW.name);
  await dialog.getByLabel('メールアドレス').fill(NEW.email);
  await dialog.getByLabel('パスワード').fill(NEW.password);
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByText('メンバーを追加しました')).toBeVisible();

  await openDetails(page, CLIENT);
  const box = timeline(page).getByRole('textbox', { name: 'コメント' });
  await box.fill('');
  await box.pressSequentially('@山');
  const list = page.getByRole('listbox', { name: 'メンバー' });
  await expect(list.getByRole('option', { name: NEW.name })).toBeVisible();
  await page.keyboard.press('Enter');
  await box.pressSequentially('請求書の件お願いします');
  await timeline(page).getByRole('button', { name: '投稿' }).click();
  await expect(timeline(page).getByRole('listitem').first()).toContainText(
    `@${NEW.name} 請求書の件お願いします`,
  );

  // The mentioned member: in their メンション inbox, source コメント, with the page's link.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await page.getByLabel('メールアドレス').fill(NEW.email);
  await page.getByLabel('パスワード').fill(NEW.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/surveys$/);
  await page.goto(`${demoOrigin}/mentions`);
  const mention = page.getByRole('list', { name: 'メンション一覧' }).getByRole('listitem').first();
  await expect(mention).toContainText('請求書の件お願いします');
  await expect(mention).toContainText('コメント');
  await expect(mention).toContainText('デモ管理者');
  await mention.getByRole('link', { name: /顧客詳細を開く/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: CLIENT })).toBeVisible();
});

test('前へ / 次へ walk the view; a wrong address says so with a way back', async ({ page }) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/sa`);
  await expect(clientCell(page, CLIENT)).toBeVisible();
  // The row's menu offers 詳細 too.
  await clientCell(page, CLIENT).hover();
  await row(page, CLIENT)
    .getByRole('button', { name: `行の操作: ${CLIENT}` })
    .click();
  await page.getByRole('menuitem', { name: '詳細' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CLIENT })).toBeVisible();
  await page.goBack();
  const shown = await page
    .getByRole('grid', { name: 'SA顧客一覧' })
    .locator('[data-row-id]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')));
  await page.goto(`${demoOrigin}/sa/${shown[0]}`);
  await expect(page.getByText(`${shown.length}件中 1件目`)).toBeVisible();
  await page.getByRole('link', { name: '次へ' }).click();
  await expect(page).toHaveURL(new RegExp(`/sa/${shown[1]}$`));
  await expect(page.getByText(`${shown.length}件中 2件目`)).toBeVisible();
  await page.getByRole('link', { name: '前へ' }).click();
  await expect(page).toHaveURL(new RegExp(`/sa/${shown[0]}$`));

  await page.goto(`${demoOrigin}/sa/no-such-row`);
  await expect(page.getByText('この顧客は見つかりませんでした')).toBeVisible();
  await page.getByRole('link', { name: 'SA一覧に戻る' }).click();
  await expect(page).toHaveURL(/\/sa$/);
});
