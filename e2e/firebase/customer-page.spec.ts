import { expect, test, type Page } from '@playwright/test';
import { customerGrid, signInWithForm } from '../support';
import { adminDb, ORIGIN, seedRow, unique } from './emulator-data';

// 顧客詳細 on the Firebase build against the emulators: the page of a row of its own, a field
// edited in place (its history entry written by the Cloud Function), a comment kept across a
// reload and edited through the rules, the grid's count, an @mention reaching the member's inbox
// (the comments trigger), and follow / unfollow.
const sa = customerGrid('SA顧客一覧');
const timeline = (page: Page) => page.getByRole('region', { name: 'タイムライン' });

/** Polls the emulator through the Admin SDK until `read` answers something. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(async () => (value = await read()) !== undefined, { timeout: 20_000 })
    .toBe(true);
  return value!;
}

test('a row of its own: its page, a field change in the timeline, a comment kept and counted; a mention reaches the inbox', async ({
  page,
}) => {
  const client = unique('詳細商事');
  const rowId = await seedRow('sa_list', { clientName: client, serviceName: '旧サービス' });
  const colleague = unique('uid-kimura');
  const colleagueName = unique('木村');
  await adminDb.doc(`members/${colleague}`).set({ uid: colleague, name: colleagueName });

  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/sa`);
  await page.getByPlaceholder(/クライアント名/).fill(client);
  await sa.clientCell(page, client).hover();
  await sa
    .row(page, client)
    .getByRole('link', { name: `詳細: ${client}` })
    .click();
  await expect(page).toHaveURL(`${ORIGIN}/sa/${rowId}`);
  await expect(page.getByRole('heading', { level: 1, name: client })).toBeVisible();

  // A field edited in place: the rules take the write, the trigger writes its history entry.
  const fields = page.getByRole('grid', { name: '顧客の情報' });
  const service = fields.getByRole('row').filter({ hasText: 'サービス名' }).getByRole('gridcell');
  await service.click();
  await fields.getByRole('textbox', { name: 'サービス名' }).fill('新サービス');
  await page.keyboard.press('Enter');
  await expect(timeline(page).getByText('サービス名: 旧サービス → 新サービス')).toBeVisible({
    timeout: 20_000,
  });

  // A comment naming the colleague, posted through the rules; kept after a reload; edited.
  const box = timeline(page).getByRole('textbox', { name: 'コメント' });
  await box.pressSequentially(`@${colleagueName.slice(0, 2)}`);
  await page
    .getByRole('listbox', { name: 'メンバー' })
    .getByRole('option', { name: colleagueName })
    .click();
  await box.pressSequentially('確認をお願いします');
  await timeline(page).getByRole('button', { name: '投稿' }).click();
  await expect(
    timeline(page)
      .getByRole('list', { name: 'タイムライン' })
      .getByText(`@${colleagueName} 確認をお願いします`),
  ).toBeVisible();
  // The box empties once the emulator has taken the write.
  await expect(box).toHaveValue('');
  await page.reload();
  const posted = timeline(page)
    .getByRole('listitem')
    .filter({ hasText: `@${colleagueName} 確認をお願いします` });
  await expect(posted).toBeVisible();
  await posted.getByRole('button', { name: '編集' }).click();
  const editing = timeline(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: '保存' }) });
  await editing.getByRole('textbox', { name: 'コメント' }).fill(`@${colleagueName} 確認済みです`);
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(
    timeline(page).getByRole('listitem').filter({ hasText: '確認済みです' }),
  ).toContainText('編集済み');

  // The comments trigger put it in the colleague's inbox, with the edited text.
  const copy = await eventually(async () => {
    const docs = await adminDb.collection(`members/${colleague}/mentions`).get();
    const found = docs.docs.map((doc) => doc.data()).find((data) => data.rowId === rowId);
    return found?.body === `@${colleagueName} 確認済みです` ? found : undefined;
  });
  expect(copy).toMatchObject({ source: 'comment', reason: 'mention', clientName: client });

  // Follow: the author follows already (the trigger); unfollowing goes through the rules.
  await expect(page.getByRole('button', { name: 'フォロー解除' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'フォロー解除' }).click();
  await expect(page.getByRole('button', { name: 'フォロー', exact: true })).toBeVisible();

  // The grid counts it and opens the page from the count.
  await page.getByRole('link', { name: 'SA一覧に戻る' }).click();
  await page.getByPlaceholder(/クライアント名/).fill(client);
  await sa.row(page, client).getByRole('link', { name: 'コメント 1件', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/sa/${rowId}`);
});
