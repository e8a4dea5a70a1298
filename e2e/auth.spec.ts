import { expect, test } from '@playwright/test';
import { DEMO, demoOrigin, signIn, signInWithForm } from './support';

test('signing in shows the survey list and the app shell', async ({ page }) => {
  await signInWithForm(page);
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  for (const label of [
    'アンケート',
    'プロモーション',
    'メンション',
    '管理者アカウント',
    'SA',
    'OB',
    'GTM',
    'PULL DOWN',
  ]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByText(DEMO.email)).toBeVisible();
  await expect(page.getByText('ローカルモード')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'アンケート', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the collapsible group starts open and can be closed', async ({ page }) => {
  await signIn(page);
  const toggle = page.getByRole('button', { name: '営業管理' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(page.getByRole('link', { name: 'GTM', exact: true })).toBeHidden();
});

test('a reload keeps the session', async ({ page }) => {
  await signInWithForm(page);
  await page.reload();
  await expect(page).toHaveURL(/\/surveys$/);
  await expect(page.getByText(DEMO.email)).toBeVisible();
});

test('signing out returns to the login page and protected routes redirect', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  for (const path of ['/surveys', '/promotions', '/gtm', '/dropdown-management', '/members']) {
    await page.goto(`${demoOrigin}${path}`);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('the root goes to /surveys (and so to /login when signed out)', async ({ page }) => {
  await page.goto(`${demoOrigin}/`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('ダッシュボードにログイン')).toBeVisible();
});

test('a wrong password shows the red error box and the button reads ログイン again', async ({
  page,
}) => {
  await page.goto(`${demoOrigin}/login`);
  await page.getByLabel('メールアドレス').fill(DEMO.email);
  await page.getByLabel('パスワード').fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'ログインに失敗しました。メールアドレスとパスワードを確認してください。',
  );
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route shows a Japanese not-found page', async ({ page }) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/surveys/x/y/z`);
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
});
