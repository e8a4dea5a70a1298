import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoOrigin, hostOrigin, signIn } from './support';

/**
 * axe on every main screen: no serious or critical finding (WCAG 2.1 A/AA rules plus axe's
 * best practices such as scrollable regions reachable by keyboard).
 */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
      ),
    );
}

const adminScreens: { path: string; title: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/mypage',
    title: 'マイページ',
    ready: (page) => expect(page.getByText('担当者名が紐付いていません')).toBeVisible(),
  },
  {
    path: '/surveys',
    title: 'アンケート管理',
    ready: (page) => expect(page.getByText('サービス満足度アンケート 2026')).toBeVisible(),
  },
  {
    path: '/surveys/create',
    title: 'アンケート作成',
    ready: (page) => expect(page.getByRole('heading', { name: 'フォームパーツ' })).toBeVisible(),
  },
  {
    path: '/surveys/seed-survey-satisfaction/edit',
    title: 'アンケート編集',
    ready: (page) => expect(page.getByText('ご利用中のプラン').first()).toBeVisible(),
  },
  {
    path: '/surveys/seed-survey-satisfaction/results',
    title: 'アンケート結果',
    ready: (page) => expect(page.getByText('ご利用中のプラン').first()).toBeVisible(),
  },
  {
    path: '/settings',
    title: '共通設定',
    ready: (page) => expect(page.getByRole('textbox').first()).toBeVisible(),
  },
  {
    path: '/promotions',
    title: 'プロモーション管理',
    ready: (page) => expect(page.getByRole('table')).toBeVisible(),
  },
  {
    path: '/promotions/create',
    title: 'プロモーション作成',
    ready: (page) => expect(page.getByRole('textbox').first()).toBeVisible(),
  },
  {
    path: '/members',
    title: '管理者アカウント',
    ready: (page) => expect(page.getByRole('table')).toBeVisible(),
  },
  {
    path: '/mentions',
    title: 'メンション',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/sa',
    title: 'SA管理',
    ready: (page) => expect(page.locator('[data-cell]').first()).toBeVisible(),
  },
  {
    path: '/sa/seed-sa-1',
    title: '顧客詳細',
    ready: (page) => expect(page.getByRole('region', { name: 'タイムライン' })).toBeVisible(),
  },
  {
    path: '/sa/duplicates',
    title: '重複の候補',
    ready: (page) => expect(page.getByText('重複の候補はありません')).toBeVisible(),
  },
  {
    path: '/ob',
    title: 'OB管理',
    ready: (page) => expect(page.locator('[data-cell]').first()).toBeVisible(),
  },
  {
    path: '/gtm',
    title: 'GTM',
    ready: (page) => expect(page.getByText('JSON はまだ生成されていません')).toBeVisible(),
  },
  {
    path: '/dropdown-management',
    title: 'プルダウン管理',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

test('the login page has no serious axe finding and focuses the e-mail field', async ({ page }) => {
  await page.goto(`${demoOrigin}/login`);
  await expect(page.getByLabel('メールアドレス')).toBeFocused();
  await expect(page).toHaveTitle('ログイン | Back Office');
  expect(await seriousFindings(page)).toEqual([]);
});

/**
 * Moves the app to `path` as its own links do (the router follows the history), without a
 * reload: one start of the app serves every screen.
 */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('every admin screen has its own title and no serious axe finding', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto(`${demoOrigin}/surveys`);
  const findings: string[] = [];
  for (const screen of adminScreens) {
    await navigate(page, screen.path);
    // The title first: it changes with the route, so `ready` then reads the new screen.
    await expect(page).toHaveTitle(`${screen.title} | Back Office`);
    await screen.ready(page);
    findings.push(...(await seriousFindings(page)).map((finding) => `${screen.path}: ${finding}`));
  }
  // The GTM JSON preview only exists once the form is valid; it scrolls, so it must be focusable.
  await navigate(page, '/gtm');
  await page.getByRole('textbox', { name: 'タグ名（タグセット 1）' }).fill('資料請求');
  await page
    .getByRole('textbox', { name: 'タグセット 1 TOPページURL 1' })
    .fill('https://example.com/');
  await page
    .getByRole('textbox', { name: 'タグセット 1 入力ページURL 1' })
    .fill('https://example.com/form');
  await page
    .getByRole('textbox', { name: 'タグセット 1 サンクスページURL 1' })
    .fill('https://example.com/thanks');
  await expect(page.getByRole('region', { name: 'JSON プレビュー' })).toBeVisible();
  findings.push(...(await seriousFindings(page)).map((finding) => `/gtm (JSON): ${finding}`));
  expect(findings).toEqual([]);
});

test('the skip link is the first Tab stop and lands in the screen, past the sidebar', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/members`);
  await expect(page.getByRole('button', { name: 'メンバーを追加' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へスキップ' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/members');
  // The next Tab goes to the screen's own controls, not back to the sidebar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(
    () => document.querySelector('main')?.contains(document.activeElement) ?? false,
  );
  expect(focusedInMain).toBe(true);
});

test('a dialog opened from the keyboard starts on its first field and gives focus back', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/members`);
  const add = page.getByRole('button', { name: 'メンバーを追加' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  // A confirm dialog from a table row: focus starts on the safe button and comes back.
  await page.goto(`${demoOrigin}/surveys`);
  const archive = page.getByRole('button', { name: /削除/ }).first();
  await archive.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(archive).toBeFocused();
});

test('the public survey and result pages have no serious axe finding', async ({ page }) => {
  await page.goto(`${hostOrigin('survey')}/seed-survey-satisfaction`);
  await expect(page.getByRole('button', { name: '送信する' })).toBeVisible();
  const findings = await seriousFindings(page);
  // The form with every question marked as missing is a screen of its own.
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  findings.push(...(await seriousFindings(page)));
  await page.goto(`${hostOrigin('survey')}/seed-response-1`);
  await expect(page.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
  findings.push(...(await seriousFindings(page)));
  expect(findings).toEqual([]);
});
