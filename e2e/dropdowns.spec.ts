import { expect, test, type Locator, type Page } from '@playwright/test';
import { atRest, demoOrigin, emptyOrigin, settle, signIn } from './support';

const url = (origin: string, tab?: string) =>
  `${origin}/dropdown-management${tab ? `?tab=${tab}` : ''}`;

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function labels(list: Locator): Promise<string[]> {
  return list
    .getByTestId('option-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-option-label') ?? ''));
}

async function expectLabels(list: Locator, expected: string[]) {
  await expect.poll(() => labels(list)).toEqual(expected);
}

/** Drags with real pointer moves (dnd-kit needs more than 5 px of travel to start). */
async function dragHandle(page: Page, from: Locator, to: Locator, above: boolean) {
  // Measured once the list has stopped moving (a keyboard move just before slides its items).
  await atRest(to.locator('..'), '[data-testid="option-row"]');
  const start = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + (above ? -8 : 8), {
    steps: 4,
  });
  const y = above ? target.y + 2 : target.y + target.height - 2;
  await page.mouse.move(target.x + target.width / 2, y, { steps: 12 });
  await settle(page);
  await page.mouse.up();
  // The drop is done when the list announces where the option went; the next click waits for it.
  await expect(page.getByRole('status').filter({ hasText: 'に置きました' })).toBeAttached();
  await settle(page);
}

test('legacy string lists are migrated with palette colours and missing lists are seeded', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(url(demoOrigin));
  const owners = card(page, '社内担当者');
  await expectLabels(owners, ['山本', '佐藤', '田中']);
  // Migrated strings cycle through the palette by index: blue, red, emerald.
  await expect(
    owners.getByRole('button', { name: '山本 の色を変更（現在: ブルー）' }),
  ).toBeVisible();
  await expect(
    owners.getByRole('button', { name: '佐藤 の色を変更（現在: レッド）' }),
  ).toBeVisible();
  await expect(
    owners.getByRole('button', { name: '田中 の色を変更（現在: エメラルド）' }),
  ).toBeVisible();
  await expectLabels(card(page, '進捗'), [
    '初回連絡',
    'アポ確定',
    '商談中',
    '提案済',
    '受注',
    '失注',
    '保留',
  ]);

  await page.getByRole('tab', { name: 'OB' }).click();
  await expect(page).toHaveURL(/tab=ob/);
  await expectLabels(card(page, '進捗'), ['未着手', '進行中', '確認待ち', '完了', '保留']);

  await page.getByRole('tab', { name: 'CS' }).click();
  const subs = card(page, 'サブジャンル');
  await expect(subs.getByRole('combobox', { name: 'アプリ開発 の親カテゴリ' })).toHaveValue(
    /mainGenre/,
  );
  await expect(
    subs.getByRole('combobox', { name: 'アプリ開発 の親カテゴリ' }).locator('option:checked'),
  ).toHaveText('開発');

  await page.getByRole('tab', { name: 'GTM' }).click();
  // The demo seed stores OEM names as legacy strings; they come back migrated, in order.
  await expectLabels(card(page, 'OEM一覧'), ['パートナーA', 'ネクストリンク', 'サンプル広告']);
});

test('add, rename, recolour, reorder by mouse and keyboard, delete, and it all persists', async ({
  page,
}) => {
  await signIn(page, emptyOrigin);
  await page.goto(url(emptyOrigin, 'ob'));
  const owners = card(page, 'OB担当');
  await expectLabels(owners, ['山本', '佐藤', '田中']);

  const input = owners.getByRole('textbox', { name: 'OB担当に追加するオプション' });
  await input.fill('鈴木');
  await input.press('Enter');
  await expectLabels(owners, ['山本', '佐藤', '田中', '鈴木']);
  await expect(input).toHaveValue('');

  // Blank labels (a full-width space here) are ignored.
  await input.fill('　');
  await owners.getByRole('button', { name: '追加' }).click();
  await expectLabels(owners, ['山本', '佐藤', '田中', '鈴木']);

  await owners.getByRole('button', { name: '鈴木 を編集' }).click();
  const rename = owners.getByRole('textbox', { name: '鈴木 の新しい名前' });
  await rename.fill('鈴木 一郎');
  await rename.press('Enter');
  await expectLabels(owners, ['山本', '佐藤', '田中', '鈴木 一郎']);

  await owners.getByRole('button', { name: /^鈴木 一郎 の色を変更/ }).click();
  const palette = owners.getByRole('group', { name: '鈴木 一郎 の色' });
  await expect(palette.getByRole('button')).toHaveCount(15);
  await palette.getByRole('button', { name: 'バイオレット' }).click();
  await expect(palette).toBeHidden();
  await expect(
    owners.getByRole('button', { name: '鈴木 一郎 の色を変更（現在: バイオレット）' }),
  ).toBeFocused();

  // Keyboard: focus the handle, Space lifts, ArrowDown moves one place, Space drops.
  await owners.getByRole('button', { name: '山本 を並べ替え' }).focus();
  await page.keyboard.press('Space');
  await settle(page);
  await page.keyboard.press('ArrowDown');
  await settle(page);
  await page.keyboard.press('Space');
  await expectLabels(owners, ['佐藤', '山本', '田中', '鈴木 一郎']);

  // Mouse: drag the last option above the first.
  await dragHandle(
    page,
    owners.getByRole('button', { name: '鈴木 一郎 を並べ替え' }),
    owners.getByTestId('option-row').first(),
    true,
  );
  await expectLabels(owners, ['鈴木 一郎', '佐藤', '山本', '田中']);

  await owners.getByRole('button', { name: '田中 を削除' }).click();
  const confirm = page.getByRole('dialog', { name: 'オプションを削除' });
  await expect(confirm).toContainText('「田中」を削除しますか？');
  await confirm.getByRole('button', { name: '削除' }).click();
  await expectLabels(owners, ['鈴木 一郎', '佐藤', '山本']);

  // Other lists are untouched by this list's order.
  await expectLabels(card(page, '紹介元'), [
    '自社サイト',
    '代理店',
    '紹介',
    '既存顧客',
    '広告',
    'その他',
  ]);

  await page.reload();
  const reloaded = card(page, 'OB担当');
  await expectLabels(reloaded, ['鈴木 一郎', '佐藤', '山本']);
  await expect(
    reloaded.getByRole('button', { name: '鈴木 一郎 の色を変更（現在: バイオレット）' }),
  ).toBeVisible();
});

test('a new sub-category takes the colour of the main category chosen for it', async ({ page }) => {
  await signIn(page, emptyOrigin);
  await page.goto(url(emptyOrigin, 'cs'));
  const mains = card(page, 'メインジャンル');
  await mains.getByRole('button', { name: /^開発 の色を変更/ }).click();
  await mains
    .getByRole('group', { name: '開発 の色' })
    .getByRole('button', { name: 'ブラウン' })
    .click();

  const subs = card(page, 'サブジャンル');
  await subs
    .getByRole('combobox', { name: 'サブジャンルの親カテゴリ' })
    .selectOption({ label: '開発' });
  const input = subs.getByRole('textbox', { name: 'サブジャンルに追加するオプション' });
  await input.fill('インフラ構築');
  await input.press('Enter');
  await expect(
    subs.getByRole('button', { name: 'インフラ構築 の色を変更（現在: ブラウン）' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    card(page, 'サブジャンル')
      .getByRole('combobox', { name: 'インフラ構築 の親カテゴリ' })
      .locator('option:checked'),
  ).toHaveText('開発');
});
