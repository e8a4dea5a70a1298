import { expect, test, type Locator, type Page } from '@playwright/test';
import { atRest, dropPartWithKeyboard, settle, signIn } from './support';

/** A real pointer drag: dnd-kit's pointer sensor starts after 5 px of movement. */
async function drag(
  page: Page,
  from: Locator,
  to: Locator,
  where: 'top' | 'center' | 'bottom' = 'center',
  /** The builder's announcement that the part is over its target, when the test knows it. */
  over?: Locator,
) {
  await atRest(page.getByTestId('canvas'), '[data-testid="canvas-field"]');
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  if (over) await watchPresses(page);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  const y = { top: b.y + 8, center: b.y + b.height / 2, bottom: b.y + b.height * 0.85 }[where];
  await page.mouse.move(b.x + b.width / 2, y, { steps: 12 });
  await page.mouse.move(b.x + b.width / 2, y + 1, { steps: 2 });
  // Released once the builder has announced the target: on a loaded machine the last pointer
  // moves can land in the same frame as the drop. When it never comes, the error says why.
  if (over) {
    const announced = await over.waitFor({ state: 'attached', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!announced) throw new Error(await dragState(page, a, { x: b.x + b.width / 2, y }));
  }
  await settle(page);
  await page.mouse.up();
}

type Point = { x: number; y: number };

/**
 * Records each press on the page: its target, whether it was cancelled, and whether dnd-kit took
 * it (it marks the event `dndKit` when a sensor starts), seen from the document after React's
 * handlers ran. dragState reports them.
 */
async function watchPresses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { presses: string[] }).presses = seen;
    document.addEventListener('pointerdown', (event) => {
      const target = event.target as Element;
      seen.push(
        `${target.tagName.toLowerCase()} at ${Math.round(performance.now())} ms: prevented ${event.defaultPrevented}, dnd-kit ${'dndKit' in event}`,
      );
    });
  });
}

/**
 * What the page held when a drag's target was never announced: dnd-kit's live region (empty: the
 * drag never started), the element under the press and under the pointer, the fields' boxes and
 * the scroll position, so a failure in CI says which of those went wrong.
 */
async function dragState(page: Page, press: Point & { width: number; height: number }, at: Point) {
  const state = await page.evaluate(
    ({ press, at }) => {
      const describe = (el: Element | null) =>
        el
          ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.className}`
          : 'none';
      return {
        liveRegion: document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? null,
        presses: (window as unknown as { presses?: string[] }).presses ?? [],
        now: Math.round(performance.now()),
        pressed: describe(
          document.elementFromPoint(press.x + press.width / 2, press.y + press.height / 2),
        ),
        pointer: describe(document.elementFromPoint(at.x, at.y)),
        scrollY: window.scrollY,
        fields: [...document.querySelectorAll('[data-testid="canvas-field"]')].map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.getAttribute('data-field-label')} ${Math.round(r.top)}–${Math.round(r.bottom)} ${(el as HTMLElement).style.transform}`;
        }),
      };
    },
    { press, at },
  );
  return `the drag's target was never announced: ${JSON.stringify(state, null, 1)}`;
}

const fieldLabels = (page: Page) =>
  page
    .getByTestId('canvas-field')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-field-label')));

test('build a survey by dragging parts, reorder, edit, save, then edit, duplicate', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: '新規作成' }).click();
  await expect(page).toHaveURL(/\/surveys\/create$/);
  const create = page.getByRole('button', { name: '作成', exact: true });
  await expect(create).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'フォームパーツ' })).toBeVisible();
  for (const type of [
    'text',
    'textarea',
    'number',
    'email',
    'radio',
    'checkbox',
    'select',
    'date',
    'rating',
  ]) {
    await expect(page.getByTestId(`palette-${type}`)).toBeVisible();
  }
  const canvas = page.getByTestId('canvas');
  await expect(canvas).toContainText('右側のフォームパーツをここにドラッグしてください');

  // Append two parts to the canvas, then insert a third before the first.
  await drag(page, page.getByTestId('palette-text'), canvas);
  await expect(page.getByTestId('canvas-field')).toHaveCount(1);
  await drag(page, page.getByTestId('palette-radio'), canvas, 'center');
  await expect(page.getByTestId('canvas-field')).toHaveCount(2);
  await expect.poll(() => fieldLabels(page)).toEqual(['テキスト', 'ラジオボタン']);
  await drag(page, page.getByTestId('palette-rating'), page.getByTestId('canvas-field').first());
  await expect.poll(() => fieldLabels(page)).toEqual(['評価（1〜5）', 'テキスト', 'ラジオボタン']);
  await expect(page.getByTestId('canvas-field').nth(2)).toContainText('選択肢1');
  await expect(page.getByTestId('canvas-field').nth(2)).toContainText('選択肢2');

  // Reorder: drag the rating field (by its handle) onto the last one, released once the builder
  // has announced it over that one (a drop sent before dnd-kit had measured it landed nowhere).
  // The three fields mid-screen first (the middle one centred): a pointer resting near the
  // window's edge, at the pick-up above or the drop below, makes dnd-kit scroll the page, and the
  // field under the pointer changes before the release.
  await page
    .getByTestId('canvas-field')
    .nth(1)
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await drag(
    page,
    page.getByRole('button', { name: '「評価（1〜5）」を並べ替え' }),
    page.getByTestId('canvas-field').nth(2),
    'bottom',
    page.getByText('「評価（1〜5）」は「ラジオボタン」の上にあります'),
  );
  await expect.poll(() => fieldLabels(page)).toEqual(['テキスト', 'ラジオボタン', '評価（1〜5）']);

  // Delete the rating field.
  await page.getByRole('button', { name: '「評価（1〜5）」を削除' }).click();
  await expect(page.getByTestId('canvas-field')).toHaveCount(2);

  // Edit the radio: label, a third option, required; cancel first to see nothing applied.
  await page.getByRole('button', { name: '「ラジオボタン」を編集' }).click();
  const editor = page.getByTestId('field-editor');
  await expect(editor.getByLabel('プレースホルダー')).toHaveCount(0);
  await editor.getByLabel('質問文').fill('捨てる変更');
  await editor.getByRole('button', { name: 'キャンセル' }).click();
  await expect.poll(() => fieldLabels(page)).toEqual(['テキスト', 'ラジオボタン']);
  await page.getByRole('button', { name: '「ラジオボタン」を編集' }).click();
  await editor.getByLabel('質問文').fill('好きな色');
  await editor.getByRole('button', { name: '選択肢を追加' }).click();
  await expect(editor.getByLabel('選択肢 3')).toHaveValue('選択肢3');
  await editor.getByLabel('選択肢 1').fill('Light Blue');
  await editor.getByLabel('グラフの種類').selectOption('pie');
  await editor.getByLabel('必須項目にする').check();
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('canvas-field').nth(1)).toContainText('Light Blue');

  // Saving needs a name.
  await create.click();
  await expect(page.getByText('アンケート名を入力してください')).toBeVisible();
  await page.getByLabel('アンケート名').fill('E2E アンケート');
  await page.getByRole('button', { name: '設定' }).click();
  const settings = page.getByRole('dialog', { name: 'アンケート設定' });
  await settings.getByLabel('説明（任意）').fill('E2E の説明');
  await expect(settings.getByLabel('サンクス・目的テキスト（任意）')).toHaveAttribute('rows', '6');
  await settings.getByLabel('サンクス・目的テキスト（任意）').fill('ありがとうございました');
  await settings.getByRole('button', { name: '閉じる' }).first().click();
  await create.click();
  await expect(page.getByText('アンケートを作成しました')).toBeVisible();
  await expect(page).toHaveURL(/\/surveys$/);
  const row = page.getByTestId('survey-row').filter({ hasText: 'E2E アンケート' });
  await expect(row).toContainText('2個');
  await expect(row).toContainText('下書き');

  // Edit: update stays disabled until something changes.
  await row.getByRole('link', { name: '編集' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const update = page.getByRole('button', { name: '更新' });
  await expect(page.getByLabel('アンケート名')).toHaveValue('E2E アンケート');
  await expect(update).toBeDisabled();
  await page.getByLabel('アンケート名').fill('E2E アンケート 改');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('アンケートを更新しました')).toBeVisible();
  await expect(page).toHaveURL(/\/surveys$/);
  const edited = page.getByTestId('survey-row').filter({ hasText: 'E2E アンケート 改' });
  await expect(edited).toBeVisible();

  // Duplicate: builder prefilled with the suffix.
  await edited.getByRole('button', { name: '複製' }).click();
  await expect(page.getByText('アンケートを複製しました')).toBeVisible();
  await expect(page.getByLabel('アンケート名')).toHaveValue('E2E アンケート 改 (コピー)');
  await expect(page.getByTestId('canvas-field')).toHaveCount(2);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page).toHaveURL(/\/surveys$/);
  await expect(page.getByTestId('survey-row').filter({ hasText: '(コピー)' })).toBeVisible();
});

test('keyboard: a palette part can be dropped on the canvas with the keyboard', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/surveys/create');
  await dropPartWithKeyboard(page, 'email');
  await expect(page.getByTestId('canvas-field')).toHaveCount(1);
  await expect(page.getByTestId('canvas-field')).toContainText('メールアドレス');
});

test('leaving the builder with unsaved changes asks first', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '新規作成' }).click();
  // The list's search box is labelled アンケート名で検索: type only once the builder is there.
  await expect(page).toHaveURL(/\/surveys\/create$/);
  await page.getByLabel('アンケート名', { exact: true }).fill('未保存');
  await page.getByRole('button', { name: 'キャンセル' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('未保存の変更があります');
  await expect(dialog).toContainText('保存されていない変更があります。このページを離れますか？');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  // Until the question has closed, its own キャンセル is a second button of that name.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/surveys\/create$/);
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '破棄して移動' }).click();
  await expect(page).toHaveURL(/\/surveys$/);
});

test('editing a missing survey shows an error and returns to the list', async ({ page }) => {
  await signIn(page);
  await page.goto('/surveys/no-such-survey/edit');
  await expect(page.getByText('アンケートが見つかりませんでした')).toBeVisible();
  await expect(page).toHaveURL(/\/surveys$/);
});
