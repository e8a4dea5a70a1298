import { expect, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './support';
import { reviewShot } from './review-shot';

/**
 * 表示条件 as a person uses them, on either build: a survey whose required 利用目的 is shown only
 * for ご利用状況 = 利用中, built in the builder, answered by three visitors, counted on the results
 * page (e2e/survey-logic.spec.ts locally, e2e/firebase/survey-logic.spec.ts on the emulators).
 */

const TYPED_THEN_HIDDEN = '一度書いて消した理由';

/** Adds a part by click and fills its editing card; `options` relabels the choice options. */
export async function addQuestion(
  page: Page,
  part: string,
  label: string,
  { options = [], required = false }: { options?: string[]; required?: boolean } = {},
) {
  await page.getByRole('button', { name: part, exact: true }).click();
  const card = page.getByTestId('field-editor');
  await card.getByLabel('質問文').fill(label);
  for (const [index, option] of options.entries())
    await card.getByLabel(`選択肢 ${index + 1}`, { exact: true }).fill(option);
  if (required) await card.getByLabel('必須項目にする').check();
  return card;
}

export async function buildSurvey(page: Page, origin: string, title: string): Promise<string> {
  await signIn(page, origin);
  await page.goto(`${origin}/surveys/create`);
  await page.getByLabel('アンケート名').fill(title);
  let card = await addQuestion(page, 'ラジオボタン', 'ご利用状況', {
    options: ['利用中', '検討中'],
    required: true,
  });
  await card.getByRole('button', { name: '保存' }).click();

  card = await addQuestion(page, 'テキスト', '利用目的', { required: true });
  const section = card.getByRole('group', { name: '表示条件' });
  await section.getByRole('button', { name: '表示条件を追加' }).click();
  await section.getByLabel('条件の質問').selectOption({ label: 'ご利用状況' });
  await section.getByLabel('条件の種類').selectOption({ label: '次の値のとき' });
  await section.getByLabel('条件の値').selectOption({ label: '利用中' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await reviewShot(card, { path: 'test-results/survey-logic-builder.png' });
  await card.getByRole('button', { name: '保存' }).click();

  const question = page.getByTestId('canvas-field').filter({ hasText: '利用目的' });
  await expect(question).toContainText('表示条件: ご利用状況 が「利用中」のとき');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('アンケートを作成しました')).toBeVisible();

  await page.goto(`${origin}/surveys`);
  const row = page.getByTestId('survey-row').filter({ hasText: title });
  await row.getByRole('switch', { name: 'click to publish' }).click();
  await expect(page.getByText('アンケートを公開しました')).toBeVisible();
  const href = await row
    .getByRole('link', { name: '公開ページを新しいタブで開く' })
    .getAttribute('href');
  return href!;
}

async function answer(visitor: Page, url: string, fill: (visitor: Page) => Promise<void>) {
  await visitor.goto(url);
  await fill(visitor);
  await visitor.getByRole('button', { name: '送信する' }).click();
  await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
}

const usage = (visitor: Page) => visitor.getByRole('radiogroup', { name: 'ご利用状況' });
const purpose = (visitor: Page) => visitor.getByRole('textbox', { name: '利用目的' });

/**
 * Three visitors answer the survey at `url` (検討中; 利用中 then 検討中 after typing a reason; 利用中
 * after being asked for 利用目的), then its results count only the one shown the question.
 */
export async function answerThreeAndCheckResults(
  page: Page,
  context: BrowserContext,
  origin: string,
  title: string,
  url: string,
) {
  const visitor = await context.newPage();

  // 検討中: the required 利用目的 is never shown nor demanded.
  await answer(visitor, url, async (v) => {
    await expect(purpose(v)).toHaveCount(0);
    await usage(v).getByLabel('検討中').check();
    await expect(purpose(v)).toHaveCount(0);
  });

  // A reason typed for 利用中, then 検討中: the reason is kept on screen while toggling, never sent.
  await answer(visitor, url, async (v) => {
    await usage(v).getByLabel('利用中').check();
    await expect(purpose(v)).toBeVisible();
    await expect(v.getByText('質問が追加されました: 利用目的')).toBeAttached();
    await purpose(v).fill(TYPED_THEN_HIDDEN);
    await usage(v).getByLabel('検討中').check();
    await expect(purpose(v)).toHaveCount(0);
    await usage(v).getByLabel('利用中').check();
    await expect(purpose(v)).toHaveValue(TYPED_THEN_HIDDEN);
    await usage(v).getByLabel('検討中').check();
  });

  // 利用中 requires it.
  await answer(visitor, url, async (v) => {
    await usage(v).getByLabel('利用中').check();
    await v.getByRole('button', { name: '送信する' }).click();
    await expect(v.getByText('この質問は回答必須です')).toBeVisible();
    await v.setViewportSize({ width: 390, height: 844 });
    await reviewShot(v, { path: 'test-results/survey-logic-public-phone.png', fullPage: true });
    await purpose(v).fill('社内の勉強会');
  });

  await page.goto(`${origin}/surveys`);
  await page
    .getByTestId('survey-row')
    .filter({ hasText: title })
    .getByRole('link', { name: '結果' })
    .click();
  await expect(page.getByText('表示 1人 / 回答 1人')).toBeVisible();
  await expect(page.getByText('社内の勉強会')).toBeVisible();
  await expect(page.getByText(TYPED_THEN_HIDDEN)).toHaveCount(0);
  // The second answer (newest first: the middle row), 検討中 after typing a reason: its detail
  // says the question was hidden for them, and the reason is nowhere.
  await page.getByRole('button', { name: '詳細' }).nth(1).click();
  const detail = page.getByRole('dialog', { name: '回答の詳細' });
  await expect(detail.getByText('条件により非表示')).toBeVisible();
  await expect(detail).toContainText('検討中');
  await expect(detail).not.toContainText(TYPED_THEN_HIDDEN);
}
