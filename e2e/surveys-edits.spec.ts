import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const SURVEY = '新機能に関するご意見募集';

async function openEditor(page: Page) {
  await page.goto('/surveys');
  await page
    .getByTestId('survey-row')
    .filter({ hasText: SURVEY })
    .getByRole('link', { name: '編集' })
    .click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel('アンケート名')).toHaveValue(SURVEY);
}

const firstField = (page: Page) => page.getByTestId('canvas-field').first();

test('an open editing card is applied by 更新', async ({ page }) => {
  await signIn(page);
  await openEditor(page);
  const update = page.getByRole('button', { name: '更新' });
  await expect(update).toBeDisabled();
  await firstField(page)
    .getByRole('button', { name: /を編集$/ })
    .click();
  await page.getByTestId('field-editor').getByLabel('質問文').fill('カードだけの変更');
  // Only the card changed: that is an unsaved change too.
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('アンケートを更新しました')).toBeVisible();
  await expect(page).toHaveURL(/\/surveys$/);

  await openEditor(page);
  await expect(firstField(page)).toHaveAttribute('data-field-label', 'カードだけの変更');
});

test('a second tab saving over the first is asked before overwriting', async ({
  page,
  context,
}) => {
  await signIn(page);
  const other = await context.newPage();
  await openEditor(page);
  await openEditor(other);

  await page.getByLabel('アンケート名').fill('タブAの名前');
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('アンケートを更新しました')).toBeVisible();

  await other.getByLabel('アンケート名').fill('タブBの名前');
  await other.getByRole('button', { name: '更新' }).click();
  const dialog = other.getByRole('dialog', { name: '他の更新があります' });
  await expect(dialog).toContainText(
    '他のスタッフ（または別のタブ）がこのアンケートを更新しました',
  );
  // Back to editing: nothing written, the form keeps its changes.
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(other).toHaveURL(/\/edit$/);
  await expect(other.getByLabel('アンケート名')).toHaveValue('タブBの名前');

  await other.getByRole('button', { name: '更新' }).click();
  await dialog.getByRole('button', { name: '上書きして保存' }).click();
  await expect(other.getByText('アンケートを更新しました')).toBeVisible();
  await expect(other).toHaveURL(/\/surveys$/);
  await expect(other.getByTestId('survey-row').filter({ hasText: 'タブBの名前' })).toBeVisible();
});

test('a reload mid-edit offers the unsaved draft back', async ({ page }) => {
  await signIn(page);
  await openEditor(page);
  await page.getByLabel('アンケート名').fill('リロード前の名前');
  await firstField(page)
    .getByRole('button', { name: /を編集$/ })
    .click();
  await page.getByTestId('field-editor').getByLabel('質問文').fill('リロード前の質問');
  // Kept once typing pauses. (The copy written as the page goes away is best effort: Chromium
  // may start the reloaded page before that last write reaches its storage.)
  await expect
    .poll(() => page.evaluate(() => Object.values(localStorage).join('\n')))
    .toContain('リロード前の質問');
  await page.reload();

  const offer = page.getByRole('region', { name: '保存されていない変更' });
  await expect(offer).toContainText('復元しますか？');
  await expect(page.getByLabel('アンケート名')).toHaveValue(SURVEY);
  await offer.getByRole('button', { name: '復元する' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByLabel('アンケート名')).toHaveValue('リロード前の名前');
  await expect(firstField(page)).toHaveAttribute('data-field-label', 'リロード前の質問');
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('アンケートを更新しました')).toBeVisible();

  // Saved: nothing left to offer.
  await page.goto('/surveys');
  await page
    .getByTestId('survey-row')
    .filter({ hasText: 'リロード前の名前' })
    .getByRole('link', { name: '編集' })
    .click();
  await expect(page.getByLabel('アンケート名')).toHaveValue('リロード前の名前');
  await expect(page.getByRole('region', { name: '保存されていない変更' })).toHaveCount(0);
});
