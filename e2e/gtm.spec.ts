import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoOrigin, signIn } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('invalid -> valid, then download and copy an importable container', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'GTM' }).click();
  await expect(page).toHaveURL(`${demoOrigin}/gtm`);

  // Invalid: placeholder, buttons disabled; pressing one reveals every error.
  await expect(page.getByText('JSON はまだ生成されていません')).toBeVisible();
  await expect(page.getByText('左側のフォームに必須事項を入力してください')).toBeVisible();
  const download = page.getByRole('button', { name: 'ダウンロード' });
  const copy = page.getByRole('button', { name: 'コピー' });
  await expect(download).toBeDisabled();
  await expect(copy).toBeDisabled();
  await expect(page.getByText('タグ名は必須です')).toHaveCount(0);
  await download.dispatchEvent('click');
  await expect(page.getByText('タグ名は必須です')).toBeVisible();
  await expect(page.getByText('TOPページURLは必須です')).toBeVisible();
  await expect(page.getByText('入力ページURLは必須です')).toBeVisible();
  await expect(page.getByText('サンクスページURLは必須です')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'タグ名（タグセット 1）' })).toBeFocused();

  // Fill it in: a bad URL first, then two input pages.
  await page.getByRole('textbox', { name: 'タグ名（タグセット 1）' }).fill('資料請求');
  const top = page.getByRole('textbox', { name: 'タグセット 1 TOPページURL 1' });
  await top.fill('example.com');
  await expect(page.getByText('正しいURL形式で入力してください')).toBeVisible();
  await top.fill('https://example.com/');
  await page
    .getByRole('textbox', { name: 'タグセット 1 入力ページURL 1' })
    .fill('https://example.com/form');
  await page.getByRole('button', { name: 'タグセット 1 入力ページURLを追加' }).click();
  await page
    .getByRole('textbox', { name: 'タグセット 1 入力ページURL 2' })
    .fill('https://example.com/form/confirm');
  await page
    .getByRole('textbox', { name: 'タグセット 1 サンクスページURL 1' })
    .fill('https://example.com/thanks');

  // OEM with a name from the option list (seeded in the demo data).
  await page.getByRole('radio', { name: 'はい' }).check();
  await expect(page.getByText('OEM案件の場合、OEM名は必須です')).toBeVisible();
  await page.getByRole('combobox', { name: 'OEM名' }).selectOption('ネクストリンク');
  await page.getByRole('textbox', { name: 'タグ配信用ドメイン' }).fill('tags.nextlink.jp');

  await expect(download).toBeEnabled();
  const preview = page.getByTestId('gtm-json');
  await expect(preview).toContainText('"exportFormatVersion": 2');
  await expect(preview).toContainText('[ネクストリンク]資料請求_cv');

  // Download: a timestamped .json whose content is the export.
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^gtm-container-\d{8}-\d{6}\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(exported.exportFormatVersion).toBe(2);
  const tags = exported.containerVersion.tag as { name: string; firingTriggerId: string[] }[];
  const triggerIds = new Set(
    (exported.containerVersion.trigger as { triggerId: string }[]).map((t) => t.triggerId),
  );
  expect(tags.map((t) => t.name)).toEqual([
    '[ネクストリンク]資料請求_view',
    '[ネクストリンク]資料請求_start',
    '[ネクストリンク]資料請求_cv',
    '[ネクストリンク]資料請求_stop',
  ]);
  expect(tags[1]!.firingTriggerId).toHaveLength(2);
  for (const tag of tags)
    for (const id of tag.firingTriggerId) expect(triggerIds.has(id)).toBe(true);

  // Copy: the clipboard holds the same JSON, and the spec's alert appears.
  let alerted = '';
  page.once('dialog', (dialog) => {
    alerted = dialog.message();
    void dialog.accept();
  });
  await copy.click();
  await expect.poll(() => alerted).toBe('JSONをクリップボードにコピーしました！');
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  // Same container; only the export time (and the fingerprints derived from it) may differ.
  const withoutTime = (x: { containerVersion: { tag: object[]; trigger: object[] } }) =>
    JSON.stringify([x.containerVersion.tag, x.containerVersion.trigger]).replace(
      /"fingerprint":"\d+"/g,
      '',
    );
  expect(withoutTime(copied)).toBe(withoutTime(exported));
});
