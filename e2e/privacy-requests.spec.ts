import { expect, test } from '@playwright/test';
import { answerSatisfaction, customerGrid, demoOrigin, signIn } from './support';

// 個人情報の開示・消去 in local mode: one customer's e-mail address in an SA row, a survey answer
// and a comment is found across all three, and 「消去」 leaves nothing of it.
const { row } = customerGrid('SA顧客一覧');
const EMAIL = 'kaiji.yamada@example.com';
const CLIENT = '開示テスト株式会社';

test('開示・消去 finds a customer by e-mail across a row, a response and a comment; 消去 leaves nothing', async ({
  page,
}) => {
  // The customer answers the demo survey with the address (on this origin: local mode's data
  // is this browser's).
  await page.goto(`${demoOrigin}/survey/seed-survey-satisfaction`);
  await answerSatisfaction(page, '山田 開示', '4', { メールアドレス: EMAIL });

  await signIn(page, demoOrigin);
  await page.goto(`${demoOrigin}/sa`);
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const add = page.getByRole('dialog', { name: '新規顧客追加' });
  await add.getByLabel(/^クライアント名/).fill(CLIENT);
  await add.getByLabel('連絡先').fill(EMAIL);
  await add.getByRole('button', { name: '追加', exact: true }).click();
  await expect(row(page, CLIENT)).toBeVisible();
  // A comment on its page names the address too.
  await row(page, CLIENT)
    .getByRole('link', { name: `詳細: ${CLIENT}` })
    .click();
  await page.getByRole('textbox', { name: 'コメント' }).fill(`${EMAIL} に見積もりを送付`);
  await page.getByRole('button', { name: '投稿' }).click();
  // Posted: in the タイムライン (the box may still hold the text for a moment).
  await expect(
    page.getByRole('list', { name: 'タイムライン' }).getByText(`${EMAIL} に見積もりを送付`),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: '個人情報の開示・消去' })
    .click();
  await page.getByLabel('検索する情報').fill(EMAIL.toUpperCase());
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByRole('status')).toContainText('見つかりました');
  for (const group of ['顧客（SA・OB）', 'アンケート回答', 'コメント'])
    await expect(page.getByRole('heading', { name: new RegExp(`^${group}`) })).toBeVisible();
  await expect(page.getByText(CLIENT).first()).toBeVisible();

  // 開示: one zip.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '開示用に書き出す' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);

  // 消去: only once 「消去」 is typed.
  await page.getByRole('button', { name: '消去', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '個人情報の消去' });
  const confirm = dialog.getByRole('button', { name: '消去する' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('確認のため「消去」と入力してください').fill('消去');
  await confirm.click();
  await expect(page.getByText(/件を消去しました/)).toBeVisible();
  await expect(page.getByRole('status')).toContainText('見つかりませんでした');

  await page.goto(`${demoOrigin}/sa`);
  await expect(page.getByText(/^\d+件/).first()).toBeVisible();
  await expect(row(page, CLIENT)).toHaveCount(0);
});
