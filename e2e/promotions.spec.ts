import { expect, test, type Page } from '@playwright/test';
import {
  demoOrigin,
  emptyOrigin,
  expectNoMatch,
  expectOneToggleOfEachStatus,
  hostOrigin,
  signIn,
} from './support';

const PREVIEW = 'iframe[title="プロモーションのプレビュー"]';
const CAMPAIGN = 'seed-promotion-campaign'; // published
const WEBINAR = 'seed-promotion-webinar'; // draft, a whole HTML document
const SUMMER = 'seed-promotion-summer'; // closed

const htmlEditor = (page: Page) => page.getByRole('textbox', { name: 'HTML', exact: true });
const cssEditor = (page: Page) => page.getByRole('textbox', { name: 'CSS（任意）' });
const rowOf = (page: Page, title: string) =>
  page.getByTestId('promotion-row').filter({ hasText: title });

/** The public link the list builds for a row (local mode: {origin}/promotion/{id}). */
async function publicLinkOfRow(page: Page, title: string): Promise<string> {
  const href = await rowOf(page, title)
    .getByRole('link', { name: '公開ページを新しいタブで開く' })
    .getAttribute('href');
  expect(href).toMatch(/\/promotion\/[^/]+$/);
  return href!;
}

async function createPromotion(page: Page, title: string, html: string, css = '') {
  await page.goto(`${demoOrigin}/promotions/create`);
  await page.getByLabel('プロモーション名').fill(title);
  await htmlEditor(page).fill(html);
  if (css) await cssEditor(page).fill(css);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('プロモーションを作成しました')).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
}

test.describe('promotion list', () => {
  test('shows the seeded promotions newest first, searches by title, clears', async ({ page }) => {
    await signIn(page);
    const editorChunks: string[] = [];
    page.on('request', (r) => r.url().includes('code-editor') && editorChunks.push(r.url()));
    await page.getByRole('link', { name: 'プロモーション' }).click();
    await expect(page.getByRole('heading', { name: 'プロモーション管理' })).toBeVisible();
    const rows = page.getByTestId('promotion-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('新機能ウェビナーのご案内');
    await expect(rows.nth(0)).toContainText('下書き');
    await expect(rows.nth(1)).toContainText('冬の導入キャンペーン');
    await expect(rows.nth(1)).toContainText('公開中');
    await expect(rows.nth(1)).toContainText('デモ管理者');
    await expect(rows.nth(1)).toContainText('佐藤 花子');
    await expect(rows.nth(2)).toContainText('終了');
    await expectOneToggleOfEachStatus(page);

    const search = page.getByPlaceholder('プロモーション名で検索');
    await search.fill('キャンペーン');
    await expect(rows).toHaveCount(1);
    await expectNoMatch(page, search);
    await page.getByRole('button', { name: '検索をクリア' }).click();
    await expect(rows).toHaveCount(3);
    // The list never downloads the code editor.
    expect(editorChunks).toEqual([]);
  });

  test('empty build shows the no-promotions state', async ({ page }) => {
    await signIn(page, emptyOrigin);
    await page.goto(`${emptyOrigin}/promotions`);
    await expect(page.getByText('プロモーションが登録されていません')).toBeVisible();
    await expect(page.getByText('最初のプロモーションを作成してください')).toBeVisible();
  });

  test('copies the public link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demoOrigin });
    await signIn(page);
    await page.goto(`${demoOrigin}/promotions`);
    await rowOf(page, '冬の導入キャンペーン')
      .getByRole('button', { name: '公開リンクをコピー' })
      .click();
    await expect(page.getByText('リンクをコピーしました')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${demoOrigin}/promotion/${CAMPAIGN}`);
  });

  test('archive asks first and removes the row', async ({ page }) => {
    await signIn(page);
    await page.goto(`${demoOrigin}/promotions`);
    await rowOf(page, '夏季限定プラン').getByRole('button', { name: '削除' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('この操作は取り消せません');
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('プロモーションをアーカイブしました')).toBeVisible();
    await expect(page.getByTestId('promotion-row')).toHaveCount(2);
    // Archived means deleted for visitors too.
    await page.goto(`${demoOrigin}/promotion/${SUMMER}`);
    await expect(page.getByRole('alert')).toHaveText(
      `プロモーションが見つかりませんでした (ID: ${SUMMER})`,
    );
  });
});

test.describe('create, preview, publish, public page', () => {
  test('validates, previews as you type, publishes, shows the page, then the closed notice', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`${demoOrigin}/promotions`);
    await page.getByRole('button', { name: '新規作成' }).click();
    await expect(page.getByRole('heading', { name: 'プロモーション作成' })).toBeVisible();

    // Validation: both required messages, focus on the first, each clears when fixed.
    await page.getByRole('button', { name: '作成', exact: true }).click();
    await expect(page.getByText('プロモーション名を入力してください')).toBeVisible();
    await expect(page.getByText('HTMLを入力してください')).toBeVisible();
    await expect(page.getByLabel('プロモーション名')).toBeFocused();
    await expect(page.getByLabel('プロモーション名')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('プロモーション名').fill('E2E 春のキャンペーン');
    await expect(page.getByText('プロモーション名を入力してください')).toHaveCount(0);
    await page.getByRole('button', { name: '作成', exact: true }).click();
    await expect(htmlEditor(page)).toBeFocused();
    await expect(htmlEditor(page)).toHaveAttribute('aria-invalid', 'true');

    // The editor is CodeMirror: line numbers and highlighted markup.
    const html = htmlEditor(page);
    await html.fill('<section class="hero">\n  <h1>春のキャンペーン</h1>\n</section>');
    await expect(page.getByText('HTMLを入力してください')).toHaveCount(0);
    const editorBox = page.locator('.cm-editor').first();
    await expect(
      editorBox.locator('.cm-lineNumbers .cm-gutterElement', { hasText: '3' }),
    ).toHaveCount(1);
    expect(await editorBox.locator('.cm-line span[class]').count()).toBeGreaterThan(2);

    // The preview follows the HTML and the CSS as they are typed.
    const preview = page.frameLocator(PREVIEW);
    await expect(preview.locator('h1')).toHaveText('春のキャンペーン');
    await html.press('ControlOrMeta+End');
    await page.keyboard.type('4月末まで');
    await expect(preview.locator('body')).toContainText('4月末まで');
    await cssEditor(page).fill('h1 { color: rgb(220, 38, 38); }');
    await expect(preview.locator('h1')).toHaveCSS('color', 'rgb(220, 38, 38)');

    await page.getByRole('button', { name: '作成', exact: true }).click();
    await expect(page.getByText('プロモーションを作成しました')).toBeVisible();
    await expect(page).toHaveURL(/\/promotions$/);
    const row = rowOf(page, 'E2E 春のキャンペーン');
    await expect(row).toContainText('下書き');
    await expect(page.getByTestId('promotion-row').first()).toContainText('E2E 春のキャンペーン');
    const link = await publicLinkOfRow(page, 'E2E 春のキャンペーン');

    // Draft: visitors get the notice.
    const visitor = await page.context().newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('status')).toHaveText('このプロモーションは現在準備中です');

    await row.getByRole('switch', { name: 'click to publish' }).click();
    await expect(page.getByText('プロモーションを公開しました')).toBeVisible();
    await expect(row).toContainText('公開中');

    // Published: the page, with its CSS, in a sandboxed frame filling the window.
    await visitor.reload();
    const frame = visitor.frameLocator('iframe');
    await expect(frame.locator('h1')).toHaveText('春のキャンペーン');
    await expect(frame.locator('h1')).toHaveCSS('color', 'rgb(220, 38, 38)');
    await expect(visitor).toHaveTitle('E2E 春のキャンペーン');
    await expect(visitor.locator('iframe')).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-forms',
    );

    await row.getByRole('switch', { name: 'click to close' }).click();
    await expect(page.getByText('プロモーションを終了しました')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('status')).toHaveText('このプロモーションは終了しました');

    await row.getByRole('switch', { name: 'click to reopen' }).click();
    await expect(page.getByText('プロモーションを再開しました')).toBeVisible();
    await visitor.reload();
    await expect(visitor.frameLocator('iframe').locator('h1')).toHaveText('春のキャンペーン');
  });

  test('a whole HTML document fills the window and gets the CSS in its head', async ({ page }) => {
    await signIn(page);
    await createPromotion(
      page,
      'E2E 全画面',
      '<!DOCTYPE html><html lang="ja"><head><title>x</title></head><body><main id="m">全画面</main></body></html>',
      'body { margin: 0; background: rgb(15, 23, 42); } #m { color: rgb(255, 255, 255); }',
    );
    await rowOf(page, 'E2E 全画面').getByRole('switch', { name: 'click to publish' }).click();
    await expect(page.getByText('プロモーションを公開しました')).toBeVisible();
    await page.goto(await publicLinkOfRow(page, 'E2E 全画面'));
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('#m')).toHaveText('全画面');
    await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
    await expect(frame.locator('head style')).toHaveCount(1);
    const box = await page.locator('iframe').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
  });
});

test.describe('public promotion page', () => {
  test('the promotion host serves /{id} and /promotion/{id}', async ({ page }) => {
    const editorChunks: string[] = [];
    page.on('request', (r) => r.url().includes('code-editor') && editorChunks.push(r.url()));
    await page.goto(`${hostOrigin('promotion')}/${CAMPAIGN}`);
    await expect(page.frameLocator('iframe').locator('h1')).toHaveText('冬の導入キャンペーン');
    await page.goto(`${hostOrigin('promotion')}/promotion/${CAMPAIGN}`);
    await expect(page.frameLocator('iframe').locator('h1')).toHaveText('冬の導入キャンペーン');
    await page.goto(`${hostOrigin('promotion')}/${WEBINAR}`);
    await expect(page.getByRole('status')).toHaveText('このプロモーションは現在準備中です');
    await page.goto(`${hostOrigin('promotion')}/${SUMMER}`);
    await expect(page.getByRole('status')).toHaveText('このプロモーションは終了しました');
    expect(editorChunks).toEqual([]);
  });

  test('unknown and blank ids get the spec messages with the id', async ({ page }) => {
    await page.goto(`${demoOrigin}/promotion/no-such-id`);
    await expect(page.getByRole('alert')).toHaveText(
      'プロモーションが見つかりませんでした (ID: no-such-id)',
    );
    await page.goto(`${demoOrigin}/promotion/%20`);
    await expect(page.getByRole('alert')).toHaveText('無効なプロモーションURLです');
  });
});

test.describe('edit', () => {
  test('update is enabled only when changed; leaving asks first; saving records the editor', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`${demoOrigin}/promotions`);
    await rowOf(page, '冬の導入キャンペーン').getByRole('link', { name: '編集' }).click();
    await expect(page.getByRole('heading', { name: 'プロモーション編集' })).toBeVisible();
    const name = page.getByLabel('プロモーション名');
    const update = page.getByRole('button', { name: '更新' });
    await expect(name).toHaveValue('冬の導入キャンペーン');
    await expect(htmlEditor(page)).toContainText('初期費用が無料');
    await expect(page.frameLocator(PREVIEW).locator('h1')).toHaveText('冬の導入キャンペーン');
    await expect(update).toBeDisabled();

    // Changing and changing back is clean again: no guard.
    await name.fill('冬の導入キャンペーン（改）');
    await expect(update).toBeEnabled();
    await name.fill('冬の導入キャンペーン');
    await expect(update).toBeDisabled();

    // Dirty: the sidebar link asks; cancel stays, discard leaves without saving.
    await htmlEditor(page).fill('<h1>改訂版</h1>');
    await expect(page.frameLocator(PREVIEW).locator('h1')).toHaveText('改訂版');
    await page.getByRole('link', { name: 'アンケート' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('未保存の変更があります');
    await expect(dialog).toContainText('保存されていない変更があります。このページを離れますか？');
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(page).toHaveURL(/\/promotions\/seed-promotion-campaign\/edit$/);
    await page.getByRole('button', { name: 'キャンセル' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '破棄して移動' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(rowOf(page, '冬の導入キャンペーン')).toContainText('佐藤 花子');

    // Save: toast, back to the list, last editor is the signed-in staff member.
    await rowOf(page, '冬の導入キャンペーン').getByRole('link', { name: '編集' }).click();
    await name.fill('冬の導入キャンペーン 2026');
    await htmlEditor(page).fill('<h1>改訂版</h1>');
    await page.getByRole('button', { name: '更新' }).click();
    await expect(page.getByText('プロモーションを更新しました')).toBeVisible();
    await expect(page).toHaveURL(/\/promotions$/);
    const row = rowOf(page, '冬の導入キャンペーン 2026');
    await expect(row).not.toContainText('佐藤 花子');
    await expect(row).toContainText('デモ管理者');
    await page.goto(`${demoOrigin}/promotion/${CAMPAIGN}`);
    await expect(page.frameLocator('iframe').locator('h1')).toHaveText('改訂版');
  });

  test('an unknown id goes back to the list with an error', async ({ page }) => {
    await signIn(page);
    await page.goto(`${demoOrigin}/promotions/no-such-id/edit`);
    await expect(page.getByText('プロモーションが見つかりませんでした')).toBeVisible();
    await expect(page).toHaveURL(/\/promotions$/);
  });
});

/**
 * The promotion's script tries to read the app's storage, cookies and parent document, and to
 * change the parent page. It writes what happened into its own page, which the test reads.
 */
const PROBE_HTML = `<pre id="probe">running</pre>
<script>
  const result = {};
  const attempt = (name, read) => {
    try { result[name] = 'read:' + String(read()); } catch (e) { result[name] = 'blocked:' + e.name; }
  };
  attempt('localStorage', () => localStorage.getItem('app-secret'));
  attempt('sessionStorage', () => sessionStorage.length);
  attempt('cookie', () => document.cookie);
  attempt('indexedDB', () => indexedDB.open('probe') && 'opened');
  attempt('parentDocument', () => window.parent.document.title);
  attempt('topLocation', () => window.top.location.href);
  attempt('writeParent', () => { window.parent.document.body.innerHTML = 'PW' + 'NED'; return 'done'; });
  document.getElementById('probe').textContent = JSON.stringify(result);
</script>`;

async function expectProbeBlocked(page: Page, frameSelector: string) {
  const probe = page.frameLocator(frameSelector).locator('#probe');
  await expect(probe).toHaveText(/^\{/);
  const result = JSON.parse((await probe.textContent()) ?? '') as Record<string, string>;
  expect(result).toEqual({
    localStorage: 'blocked:SecurityError',
    sessionStorage: 'blocked:SecurityError',
    cookie: 'blocked:SecurityError',
    indexedDB: 'blocked:SecurityError',
    parentDocument: 'blocked:SecurityError',
    topLocation: 'blocked:SecurityError',
    writeParent: 'blocked:SecurityError',
  });
  // The parent page is untouched and its storage still holds the secret.
  await expect(page.locator('body')).not.toContainText('PWNED');
  expect(await page.evaluate(() => localStorage.getItem('app-secret'))).toBe('staff-token');
}

test('promotion scripts run sandboxed: no storage, cookies or parent document', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => {
    localStorage.setItem('app-secret', 'staff-token');
    document.cookie = 'app-session=secret; path=/';
  });

  // In the editor preview, where the staff member's session lives.
  await page.goto(`${demoOrigin}/promotions/create`);
  await page.getByLabel('プロモーション名').fill('E2E サンドボックス');
  await htmlEditor(page).fill(PROBE_HTML);
  await expect(page.locator(PREVIEW)).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-popups allow-forms',
  );
  await expectProbeBlocked(page, PREVIEW);
  await expect(page.getByRole('heading', { name: 'プロモーション作成' })).toBeVisible();

  // On the public page, once published.
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('プロモーションを作成しました')).toBeVisible();
  await rowOf(page, 'E2E サンドボックス').getByRole('switch', { name: 'click to publish' }).click();
  await expect(page.getByText('プロモーションを公開しました')).toBeVisible();
  await page.goto(await publicLinkOfRow(page, 'E2E サンドボックス'));
  await expectProbeBlocked(page, 'iframe');
});
