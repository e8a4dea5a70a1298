import { expect, test } from '@playwright/test';
import { demoOrigin } from './support';

test('without IndexedDB the app says in Japanese that the database is unreachable', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
  });
  await page.goto(`${demoOrigin}/login`);
  await expect(
    page.getByRole('heading', { name: 'データベースに接続できませんでした' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'ページを再読み込み' })).toBeVisible();
});
