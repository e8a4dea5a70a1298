import { expect, test } from '@playwright/test';
import { emptyOrigin, expectNoMatch, expectOneToggleOfEachStatus, signIn } from './support';

test.describe('survey list', () => {
  test('shows the seeded surveys, searches, clears', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'アンケート管理' })).toBeVisible();
    const rows = page.getByTestId('survey-row');
    await expect(rows).toHaveCount(3);
    await expectOneToggleOfEachStatus(page);
    const search = page.getByPlaceholder('アンケート名で検索');
    await search.fill('セミナー');
    await expect(rows).toHaveCount(1);
    await search.fill('リリース予定'); // description match
    await expect(rows).toHaveCount(1);
    await expectNoMatch(page, search);
    await page.getByRole('button', { name: '検索をクリア' }).click();
    await expect(rows).toHaveCount(3);
  });

  test('empty build shows the no-surveys state', async ({ page }) => {
    await signIn(page, emptyOrigin);
    await expect(page.getByText('アンケートが登録されていません')).toBeVisible();
    await expect(page.getByText('最初のアンケートを作成してください')).toBeVisible();
  });

  test('publish, close and reopen with the toggle', async ({ page }) => {
    await signIn(page);
    const row = page.getByTestId('survey-row').filter({ hasText: '新機能に関するご意見募集' });
    await row.getByRole('switch', { name: 'click to publish' }).click();
    await expect(page.getByText('アンケートを公開しました')).toBeVisible();
    await expect(row.getByText('公開中')).toBeVisible();
    await row.getByRole('switch', { name: 'click to close' }).click();
    await expect(page.getByText('アンケートを終了しました')).toBeVisible();
    await expect(row.getByText('終了')).toBeVisible();
    await row.getByRole('switch', { name: 'click to reopen' }).click();
    await expect(page.getByText('アンケートを再開しました')).toBeVisible();
    await expect(row.getByRole('switch', { name: 'click to close' })).toBeVisible();
  });

  test('archive asks first and removes the row', async ({ page }) => {
    await signIn(page);
    const row = page.getByTestId('survey-row').filter({ hasText: '秋季セミナー' });
    await row.getByRole('button', { name: '削除' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('この操作は取り消せません');
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('アンケートをアーカイブしました')).toBeVisible();
    await expect(page.getByTestId('survey-row')).toHaveCount(2);
  });
});

test.describe('common settings', () => {
  test('save is enabled only after a change; leaving dirty asks first', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: '共通設定' }).click();
    const text = page.getByLabel('フッターテキスト');
    const save = page.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await text.fill('フッター E2E');
    await expect(save).toBeEnabled();
    await page.getByRole('button', { name: 'キャンセル' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('未保存の変更があります');
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await save.click();
    await expect(page.getByText('設定を保存しました')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('フッターテキスト')).toHaveValue('フッター E2E');
  });
});
