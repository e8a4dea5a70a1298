import { expect, test } from '@playwright/test';
import { addQuestion, answerThreeAndCheckResults, buildSurvey } from './survey-logic-flow';
import { demoOrigin, settle, signIn } from './support';

// 表示条件: a question shown only for some answers. Built in the builder, answered by three
// visitors, counted on the results page. The Firebase build runs the same flow
// (e2e/firebase/survey-logic.spec.ts).
const TITLE = '利用状況アンケート';

test('a question shown only for 利用中: required then, not sent when hidden, counted over those shown', async ({
  page,
  context,
}) => {
  const url = await buildSurvey(page, demoOrigin, TITLE);
  await answerThreeAndCheckResults(page, context, demoOrigin, TITLE, url);
});

test('a reorder that would break a rule asks first; a broken rule shows in red', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/surveys/create`);
  let card = await addQuestion(page, 'ラジオボタン', 'ご利用状況', {
    options: ['利用中', '検討中'],
  });
  await card.getByRole('button', { name: '保存' }).click();
  card = await addQuestion(page, 'テキスト', '利用目的');
  await card.getByRole('button', { name: '表示条件を追加' }).click();
  await card.getByLabel('条件の値').selectOption({ label: '利用中' });
  await card.getByRole('button', { name: '保存' }).click();
  const labels = () =>
    page
      .getByTestId('canvas-field')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-field-label')));

  // Move 利用目的 above the question its rule reads, with the keyboard.
  const moveUp = async () => {
    await page.getByRole('button', { name: '「利用目的」を並べ替え' }).focus();
    await page.keyboard.press('Space');
    await settle(page);
    // 25 px a step (builder-dnd.ts): past the question above.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowUp');
    await settle(page);
    await page.keyboard.press('Space');
  };
  await moveUp();
  const ask = page.getByRole('dialog', { name: '表示条件が無効になります' });
  await expect(ask).toContainText('利用目的');
  await ask.getByRole('button', { name: 'キャンセル' }).click();
  expect(await labels()).toEqual(['ご利用状況', '利用目的']);

  await moveUp();
  await ask.getByRole('button', { name: '並べ替える' }).click();
  await expect.poll(labels).toEqual(['利用目的', 'ご利用状況']);
  const moved = page.getByTestId('canvas-field').filter({ hasText: '利用目的' });
  await expect(moved.getByText('表示条件が無効です')).toBeVisible();
  await page.getByLabel('アンケート名').fill('並べ替えの確認');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText(/表示条件が無効な質問があります（利用目的）/)).toBeVisible();
  await expect(page.getByText('アンケートを作成しました')).toBeVisible();
});
