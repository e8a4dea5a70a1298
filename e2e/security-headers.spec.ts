import { expect, test, type Page } from '@playwright/test';
import { demoOrigin, hostOrigin, signIn } from './support';

// The preview server sends the same policies as Firebase Hosting
// (scripts/lib/security-headers.ts), and the app's screens work under them.

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

/** The policy a page is served with (a navigation: Chromium resolves *.localhost itself). */
const csp = async (page: Page, url: string) =>
  (await page.goto(url))?.headers()['content-security-policy'] ?? '';

test('each host gets its policy: strict for the admin and public survey pages, looser for promotions', async ({
  page,
}) => {
  for (const url of [
    `${demoOrigin}/`,
    `${demoOrigin}/surveys`,
    `${hostOrigin('survey')}/seed-survey-satisfaction`,
    `${hostOrigin('results')}/r1`,
    // A deeper path under /promotion/ is the admin app, not a promotion page.
    `${demoOrigin}/promotion/seed-promotion-campaign/x`,
  ]) {
    const policy = await csp(page, url);
    expect(policy, url).toMatch(/script-src 'self' 'sha256-/);
    expect(policy, url).toContain("object-src 'none'");
    expect(policy, url).not.toContain("'unsafe-eval'");
  }
  for (const url of [
    `${hostOrigin('promotion')}/seed-promotion-campaign`,
    `${demoOrigin}/promotion/seed-promotion-campaign`,
    `${demoOrigin}/promotion-preview.html`,
  ]) {
    const policy = await csp(page, url);
    expect(policy, url).toContain("'unsafe-inline'");
    expect(policy, url).toContain("object-src 'none'");
  }
  const response = await page.goto(`${demoOrigin}/`);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});

test('the admin screens run under the strict policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page);
  for (const path of [
    '/surveys',
    '/surveys/create',
    '/surveys/seed-survey-satisfaction/results',
    '/promotions',
    '/sa',
    '/ob',
    '/gtm',
    '/dropdown-management',
    '/members',
    '/mentions',
  ]) {
    await page.goto(`${demoOrigin}${path}`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Charts (recharts) and the toast library's styles.
  await page.goto(`${demoOrigin}/surveys/seed-survey-satisfaction/results`);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the public survey page runs under the strict policy without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`${hostOrigin('survey')}/seed-survey-satisfaction`);
  await expect(page.getByRole('button', { name: '送信する' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("the admin's promotion preview runs the promotion's script, sandboxed, under the strict admin policy", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signIn(page);
  await page.goto(`${demoOrigin}/promotions/create`);
  await page.getByLabel('プロモーション名').fill('CSP');
  await page
    .getByRole('textbox', { name: 'HTML', exact: true })
    .fill(
      '<p id="out">static</p><script>document.getElementById("out").textContent = "script ran";</script>',
    );
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('#out')).toHaveText('script ran');
  // The admin page itself reported nothing (the frame has its own, looser policy).
  expect(await violations()).toEqual([]);
});

test("the build's hashed files are kept for a year, the page itself is asked for on every load", async ({
  page,
}) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/'))
      assets.push(response.headers()['cache-control'] ?? '');
  });
  const document = await page.goto(`${demoOrigin}/login`);
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByLabel('メールアドレス')).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  expect(new Set(assets)).toEqual(new Set(['public, max-age=31536000, immutable']));
});
