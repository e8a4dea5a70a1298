import { expect, test, type Page } from '@playwright/test';
import { answerSatisfaction, customerGrid, demoOrigin, signIn, tokyoDayShown } from './support';
import { reviewShot } from './review-shot';

// Issue "Surveys that land on the customer": a personal survey link from an OB row, answered by a
// visitor, sets the row's survey date and planned delivery, and names the customer on the results.
const { grid, row } = customerGrid('OB顧客一覧');
const CLIENT = '株式会社みらい不動産'; // seeded with empty アンケート回答日 and 納品予定日
const SURVEY = 'サービス満足度アンケート 2026';
const SURVEY_ID = 'seed-survey-satisfaction';

async function cell(page: Page, header: string) {
  const headers = await grid(page).getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.trim() === header);
  expect(column, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row(page, CLIENT).getByRole('gridcell').nth(column);
}

async function personalLink(page: Page): Promise<string> {
  await row(page, CLIENT)
    .getByRole('button', { name: `アンケートURL: ${CLIENT}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `アンケートURL: ${CLIENT}` });
  await dialog.getByLabel('アンケート').selectOption({ label: SURVEY });
  const url = dialog.getByLabel('顧客専用URL');
  await expect(url).toHaveValue(/\?c=[A-Za-z0-9]{20}$/);
  const link = await url.inputValue();
  await reviewShot(page, { path: 'test-results/survey-link-dialog.png' });
  await dialog.getByRole('button', { name: 'コピー' }).click();
  await expect(page.getByText('リンクをコピーしました').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await dialog.getByRole('button', { name: '閉じる' }).click();
  return link;
}

test('a personal link from an OB row: the answer sets the row and names the customer', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto(`${demoOrigin}/ob`);
  await expect(row(page, CLIENT)).toBeVisible();
  await expect(await cell(page, 'アンケート回答日')).toHaveText('未設定');

  const link = await personalLink(page);
  // The same customer and survey give the same link again.
  expect(await personalLink(page)).toBe(link);

  // A visitor answers through it: nothing on the page mentions the customer.
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: SURVEY })).toBeVisible();
  await expect(visitor.getByText(CLIENT)).toHaveCount(0);
  await answerSatisfaction(visitor, '個人リンク 太郎', '4');
  await visitor.close();

  // The OB row: survey date today (Tokyo), planned delivery 21 days later.
  await page.bringToFront();
  await expect(await cell(page, 'アンケート回答日')).toHaveText(tokyoDayShown());
  await expect(await cell(page, '納品予定日')).toHaveText(tokyoDayShown(21));

  // The row's history names the survey as the author.
  await row(page, CLIENT)
    .getByRole('button', { name: `履歴: ${CLIENT}` })
    .click();
  const panel = page.getByRole('dialog', { name: `履歴: ${CLIENT}` });
  await expect(panel.getByRole('listitem').first()).toContainText('アンケート回答');
  await expect(panel.getByRole('listitem').first()).toContainText(
    `アンケート回答日: 未設定 → ${tokyoDayShown()}`,
  );
  await panel.getByRole('button', { name: '閉じる' }).click();

  // The results page names the customer on the response, for staff.
  await page.goto(`${demoOrigin}/surveys/${SURVEY_ID}/results`);
  const linked = page.getByRole('row').filter({ hasText: '個人リンク 太郎' });
  await expect(linked).toContainText(`顧客: ${CLIENT}`);
  await linked.scrollIntoViewIfNeeded();
  await reviewShot(page, { path: 'test-results/survey-results-customer.png' });
});

test('a forged token is a plain anonymous answer: accepted, no customer touched', async ({
  page,
  context,
}) => {
  await signIn(page);
  const visitor = await context.newPage();
  await visitor.goto(`${demoOrigin}/survey/${SURVEY_ID}?c=ZZZZZZZZZZZZZZZZZZZZ`);
  await answerSatisfaction(visitor, '偽トークン', '3');

  await page.goto(`${demoOrigin}/ob`);
  await expect(row(page, CLIENT)).toBeVisible();
  await expect(await cell(page, 'アンケート回答日')).toHaveText('未設定');
  await page.goto(`${demoOrigin}/surveys/${SURVEY_ID}/results`);
  await expect(page.getByRole('row').filter({ hasText: '偽トークン' })).not.toContainText('顧客:');
});

test("one answer per personal link; the row's dialog lists the customer's answers", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto(`${demoOrigin}/surveys/${SURVEY_ID}/edit`);
  await page.getByRole('button', { name: '設定' }).click();
  const settings = page.getByRole('dialog', { name: 'アンケート設定' });
  await settings.getByLabel('顧客ごとのアンケートURLからの回答は1回までにする').check();
  await settings.getByRole('button', { name: '閉じる' }).first().click();
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('アンケートを更新しました')).toBeVisible();

  await page.goto(`${demoOrigin}/ob`);
  await expect(row(page, CLIENT)).toBeVisible();
  const link = await personalLink(page);
  const visitor = await context.newPage();
  await visitor.goto(link);
  await answerSatisfaction(visitor, '一回だけ 花子', '5');
  const firstResult = visitor.url();

  // The same link again (another day, another device): the first answer, not the form.
  await visitor.goto(link);
  await expect(
    visitor.getByText(
      'このリンクからはすでに回答をいただいています。ご協力ありがとうございました。',
    ),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: '送信する' })).toHaveCount(0);
  await visitor.getByRole('link', { name: '送信した回答と集計結果を見る' }).click();
  await expect(visitor).toHaveURL(firstResult);
  await visitor.close();

  // The row's アンケートURL dialog lists the answer and opens it on the results page.
  await page.bringToFront();
  await row(page, CLIENT)
    .getByRole('button', { name: `アンケートURL: ${CLIENT}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `アンケートURL: ${CLIENT}` });
  const answers = dialog.getByRole('region', { name: 'この顧客の回答' });
  await expect(answers.getByRole('listitem')).toHaveCount(1);
  await expect(answers.getByRole('listitem')).toContainText(SURVEY);
  await reviewShot(page, { path: 'test-results/survey-link-dialog-answers.png' });
  await answers.getByRole('link', { name: new RegExp(`^回答を見る: ${SURVEY}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${SURVEY_ID}/results\\?response=`));
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('一回だけ 花子');
  await expect(detail).toContainText(`顧客: ${CLIENT}`);
});

test('a personal link for a 先方担当者: the answer lands on the company and names the person', async ({
  page,
  context,
}) => {
  const company = '株式会社ネクストHR';
  await signIn(page);
  await page.goto(`${demoOrigin}/sa`);
  await customerGrid('SA顧客一覧')
    .row(page, company)
    .getByRole('link', { name: `詳細: ${company}` })
    .click();
  const contacts = page.getByRole('region', { name: '先方担当者' });
  await contacts.getByRole('button', { name: '担当者を追加' }).click();
  const form = page.getByRole('dialog', { name: '先方担当者を追加' });
  await form.getByLabel('氏名').fill('回答 花子');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  await contacts.getByRole('button', { name: 'アンケートURL: 回答 花子' }).click();
  const dialog = page.getByRole('dialog', { name: `アンケートURL: ${company}（回答 花子）` });
  await dialog.getByLabel('アンケート').selectOption({ label: SURVEY });
  const url = dialog.getByLabel('顧客専用URL');
  await expect(url).toHaveValue(/\?c=[A-Za-z0-9]{20}$/);
  const link = await url.inputValue();
  await dialog.getByRole('button', { name: '閉じる' }).click();

  const visitor = await context.newPage();
  await visitor.goto(link);
  await answerSatisfaction(visitor, '担当者リンク 花子', '5');
  await visitor.close();

  await page.bringToFront();
  await page.goto(`${demoOrigin}/surveys/${SURVEY_ID}/results`);
  const linked = page.getByRole('row').filter({ hasText: '担当者リンク 花子' });
  await expect(linked).toContainText(`顧客: ${company}（回答 花子）`);
});
