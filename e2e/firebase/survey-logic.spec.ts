import { expect, test } from '@playwright/test';
import { customerGrid, signInWithForm } from '../support';
import { answerThreeAndCheckResults, buildSurvey } from '../survey-logic-flow';
import { ORIGIN, RATING_FIELD, seedRow, seedSurvey, unique } from './emulator-data';

// 表示条件 on the Firebase build against the emulators: the rules take the survey's rules and the
// link's values, the responses trigger counts who was shown a question.
test('a question shown only for 利用中, built, answered and counted on the Firebase build', async ({
  page,
  context,
}) => {
  const title = unique('条件つき調査');
  const url = await buildSurvey(page, ORIGIN, title);
  await answerThreeAndCheckResults(page, context, ORIGIN, title, url);
});

test("a question on the customer's 進捗 shows through that customer's personal link only", async ({
  page,
  browser,
}) => {
  const client = unique('条件不動産');
  await seedRow('ob_list', { clientName: client, progress: '納品済み' });
  const title = unique('納品後の調査');
  await seedSurvey(title, {
    fields: [
      RATING_FIELD,
      {
        id: 'delivery',
        type: 'text',
        label: '納品のご感想',
        required: false,
        order: 1,
        showIf: {
          match: 'all',
          conditions: [
            { source: { kind: 'link', key: 'ob.progress' }, op: 'is', values: ['納品済み'] },
          ],
        },
      },
    ],
    fieldIds: ['rating', 'delivery'],
  });

  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/ob`);
  await page.getByPlaceholder(/クライアント名/).fill(client);
  const ob = customerGrid('OB顧客一覧');
  await ob
    .row(page, client)
    .getByRole('button', { name: `アンケートURL: ${client}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `アンケートURL: ${client}` });
  await dialog.getByLabel('アンケート').selectOption({ label: title });
  const url = dialog.getByLabel('顧客専用URL');
  await expect(url).toHaveValue(/\?c=[A-Za-z0-9]{20}$/);
  const link = await url.inputValue();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('textbox', { name: '納品のご感想' })).toBeVisible();
  // The same survey without the link: no customer, no question about the delivery.
  await visitor.goto(link.split('?')[0]!);
  await expect(visitor.getByRole('radiogroup', { name: 'ご評価' })).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: '納品のご感想' })).toHaveCount(0);
});
