import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { reviewShot } from './review-shot';

const BANNER = 'プレビュー（回答は送信されません）';

/** Serious and critical axe findings, as "rule: target" lines (empty when clean). */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

const palettePart = (page: Page, name: string) =>
  page.getByRole('list', { name: 'フォームパーツ' }).getByRole('button', { name, exact: true });

test('a palette part is added by click or Enter, opened with an empty question text', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/surveys/create');

  await palettePart(page, 'ラジオボタン').click();
  const editor = page.getByTestId('field-editor');
  const question = editor.getByLabel('質問文');
  await expect(question).toBeFocused();
  await expect(question).toHaveValue('');
  await expect(question).toHaveAttribute('placeholder', /ラジオボタン/);
  await page.keyboard.type('好きな色は？');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('canvas-field')).toHaveCount(1);
  await expect(page.getByTestId('canvas-field').first()).toHaveAttribute(
    'data-field-label',
    '好きな色は？',
  );
  // Focus is back on the question's edit button, not lost to the page.
  await expect(page.getByRole('button', { name: '「好きな色は？」を編集' })).toBeFocused();

  // Enter on a focused part appends it after the existing question.
  await palettePart(page, 'メールアドレス').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('canvas-field')).toHaveCount(2);
  await expect(editor.getByLabel('質問文')).toBeFocused();
  await page.keyboard.type('連絡先');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect
    .poll(() =>
      page
        .getByTestId('canvas-field')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-field-label'))),
    )
    .toEqual(['好きな色は？', '連絡先']);
});

test('the builder header with 作成 stays in view while the canvas scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await signIn(page);
  await page.goto('/surveys/create');
  await page.getByLabel('アンケート名').fill('長いアンケート');
  for (let i = 0; i < 9; i += 1) {
    await palettePart(page, 'ラジオボタン').click();
    await page.getByTestId('field-editor').getByRole('button', { name: 'キャンセル' }).click();
  }
  await expect(page.getByTestId('canvas-field')).toHaveCount(9);
  await page.getByTestId('canvas-field').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(page.getByRole('button', { name: '作成', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'プレビュー' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'フォームパーツ' })).toBeInViewport();
});

test('the unsaved draft is previewed as a visitor sees it, with nothing sent', async ({ page }) => {
  await signIn(page);
  await page.goto('/surveys/create');
  await page.getByLabel('アンケート名').fill('プレビュー用 下書き');
  await palettePart(page, 'テキスト').click();
  await page.keyboard.type('お名前');
  await page.getByTestId('field-editor').getByLabel('必須項目にする').check();
  await page.getByTestId('field-editor').getByRole('button', { name: '保存' }).click();

  await page.getByRole('button', { name: 'プレビュー' }).click();
  const preview = page.getByRole('dialog', { name: BANNER });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'プレビュー用 下書き' })).toBeVisible();
  await expect(preview.getByText('Question 1')).toBeVisible();
  await preview.getByRole('textbox', { name: /お名前/ }).fill('山田');
  await expect(preview.getByRole('button', { name: '送信する' })).toBeDisabled();
  expect(await seriousFindings(page)).toEqual([]);
  await reviewShot(page, { path: 'test-results/preview-draft-dialog.png' });

  await preview.getByRole('button', { name: 'プレビューを閉じる' }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByRole('button', { name: 'プレビュー' })).toBeFocused();
  // Still the builder, draft intact.
  await expect(page.getByLabel('アンケート名')).toHaveValue('プレビュー用 下書き');
  await expect(page.getByTestId('canvas-field')).toHaveCount(1);
});

test('a stored draft survey is previewed from the list; visitors still see the notice', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/surveys/create');
  await page.getByLabel('アンケート名').fill('保存済み 下書きプレビュー');
  await palettePart(page, '評価（1〜5）').click();
  await page.keyboard.type('満足度');
  await page.getByTestId('field-editor').getByRole('button', { name: '保存' }).click();
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page).toHaveURL(/\/surveys$/);
  // The success toast is the UI kit's (its contrast is checked with the toasts, not here).
  await expect(page.getByText('アンケートを作成しました')).toBeHidden();

  const row = page.getByTestId('survey-row').filter({ hasText: '保存済み 下書きプレビュー' });
  await expect(row).toContainText('下書き');
  await row.getByRole('link', { name: 'プレビュー' }).click();
  await expect(page).toHaveURL(/\/surveys\/[^/]+\/preview$/);
  const id = /\/surveys\/([^/]+)\/preview$/.exec(page.url())![1]!;
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { name: '保存済み 下書きプレビュー' })).toBeVisible();
  await expect(page.getByText('満足度')).toBeVisible();
  await expect(page.getByRole('button', { name: '送信する' })).toBeDisabled();
  // Outside the admin shell, as on the public page.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect(await seriousFindings(page)).toEqual([]);
  await reviewShot(page, { path: 'test-results/preview-stored-draft.png', fullPage: true });

  await page.getByRole('link', { name: '編集する' }).click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${id}/edit$`));

  await page.goto(`/survey/${id}`);
  await expect(page.getByText('このアンケートは現在準備中です')).toBeVisible();
});

test('axe: the builder with parts on the canvas has no serious or critical finding', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/surveys/create');
  await page.getByLabel('アンケート名').fill('axe');
  for (const name of ['テキスト', 'ラジオボタン', '評価（1〜5）']) {
    await palettePart(page, name).click();
    await page.getByTestId('field-editor').getByRole('button', { name: '保存' }).click();
  }
  await expect(page.getByTestId('canvas-field')).toHaveCount(3);
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByRole('button', { name: '「テキスト」を編集' }).click();
  expect(await seriousFindings(page)).toEqual([]);
  await reviewShot(page, { path: 'test-results/builder-click-added.png', fullPage: true });
  // The 表示条件 section with two conditions (and so すべて / いずれか) is as clean.
  await page.getByTestId('field-editor').getByRole('button', { name: 'キャンセル' }).click();
  await page.getByRole('button', { name: '「評価（1〜5）」を編集' }).click();
  const addCondition = page.getByRole('button', { name: '表示条件を追加' });
  await addCondition.click();
  await addCondition.click();
  await expect(page.getByRole('radio', { name: 'いずれかを満たす' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});
