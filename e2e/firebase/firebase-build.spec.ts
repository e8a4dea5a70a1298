import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  answerSatisfaction,
  customerGrid,
  dropPartWithKeyboard,
  hostOrigin,
  signInWithForm,
  tokyoDayShown,
} from '../support';
import { adminDb, ORIGIN, seedRow, seedSurvey, unique } from './emulator-data';
import { reviewShot } from '../review-shot';

// The Firebase build (VITE_USE_EMULATORS=true) against Auth, Firestore and Functions emulators:
// what a team deploys, used as a person would. Rules, the Firestore adapter, the triggers and
// the callables all take part; the public pages use Firestore Lite, without App Check.
const ME = 'デモ管理者';
const CLOSED = 'このアンケートは終了しました';
const sa = customerGrid('SA顧客一覧');
const ob = customerGrid('OB顧客一覧');

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/**
 * The table page with only `client`'s row (or the rows `search` finds) left by the search box
 * (other tests add rows).
 */
async function openTable(page: Page, path: '/sa' | '/ob', client: string, search = client) {
  await page.goto(`${ORIGIN}${path}`);
  await page.getByPlaceholder(/クライアント名/).fill(search);
  const grid = path === '/sa' ? sa : ob;
  await expect(grid.row(page, client)).toBeVisible();
  return grid;
}

/** The cell of `client`'s row under the column header `header`. */
async function cell(page: Page, grid: typeof sa, client: string, header: string) {
  const headers = await grid.grid(page).getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.trim() === header);
  expect(column, `column ${header}`).toBeGreaterThanOrEqual(0);
  return grid.row(page, client).getByRole('gridcell').nth(column);
}

async function openHistory(page: Page, grid: typeof sa, client: string) {
  await grid
    .row(page, client)
    .getByRole('button', { name: `履歴: ${client}` })
    .click();
  const panel = page.getByRole('dialog', { name: `履歴: ${client}` });
  await expect(panel).toBeVisible();
  return panel.getByRole('listitem').filter({ has: page.locator('time') });
}

async function newSignedInPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, ORIGIN);
  return page;
}

test('sign in; add a member, and the member deleted is refused at once in their open tab', async ({
  page,
  browser,
}) => {
  const member = { name: unique('山本'), email: `${unique('yamamoto')}@example.com` };
  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/members`);
  await page.getByRole('button', { name: 'メンバーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを追加' });
  await dialog.getByLabel('名前').fill(member.name);
  await dialog.getByLabel('メールアドレス').fill(member.email);
  await dialog.getByLabel('パスワード').fill('member-pass1');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  // The addMember callable made the account and the record (Functions emulator).
  await expect(page.getByText('メンバーを追加しました')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(member.name) })).toContainText(
    member.email,
  );

  // Their own browser signs in as them.
  const theirs = await (await browser.newContext()).newPage();
  await signInAs(theirs, member.email, 'member-pass1');
  await expect(theirs).toHaveURL(/\/surveys$/);

  await page.getByRole('button', { name: `${member.name}を削除` }).click();
  await page
    .getByRole('dialog', { name: 'メンバーを削除' })
    .getByRole('button', { name: '削除', exact: true })
    .click();
  await expect(page.getByText('メンバーを削除しました')).toBeVisible();
  await expect(
    theirs.getByRole('heading', { name: 'このアカウントには管理画面へのアクセス権がありません' }),
  ).toBeVisible();
  await expect(theirs.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
});

test('権限 on the Firebase build: a 閲覧のみ member edits nothing; an export reaches the 監査ログ', async ({
  page,
  browser,
}) => {
  const client = unique('閲覧テスト株式会社');
  await seedRow('sa_list', { clientName: client, serviceName: '閲覧サービス' });
  const viewer = { name: unique('閲覧'), email: `${unique('viewer')}@example.com` };
  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/members`);
  await page.getByRole('button', { name: 'メンバーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを追加' });
  await dialog.getByLabel('名前').fill(viewer.name);
  await dialog.getByLabel('メールアドレス').fill(viewer.email);
  await dialog.getByLabel('パスワード').fill('viewer-pass1');
  await dialog.getByLabel('権限').selectOption({ label: '閲覧のみ' });
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(viewer.name) })).toContainText('閲覧のみ');

  const theirs = await (await browser.newContext()).newPage();
  await signInAs(theirs, viewer.email, 'viewer-pass1');
  await expect(theirs).toHaveURL(/\/surveys$/);
  await openTable(theirs, '/sa', client);
  await expect(theirs.getByRole('button', { name: '新規追加' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'エクスポート' })).toHaveCount(0);
  const service = await cell(theirs, sa, client, 'サービス名');
  await service.click();
  await service.press('Enter');
  await expect(theirs.getByText('閲覧のみの権限では編集できません')).toBeVisible();
  await expect(sa.grid(theirs).getByRole('textbox')).toHaveCount(0);

  // The administrator's export: the callable gives the go-ahead and records it.
  await openTable(page, '/sa', client);
  await page.getByRole('button', { name: 'エクスポート' }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'エクスポート' })
    .getByRole('button', { name: '書き出す' })
    .click();
  await download;
  await page.goto(`${ORIGIN}/audit-log`);
  await page.getByLabel('操作', { exact: true }).selectOption({ label: 'エクスポート' });
  await expect(
    page.getByRole('row').filter({ hasText: ME }).filter({ hasText: 'SA（1件）' }).first(),
  ).toBeVisible();
});

test('build and publish a survey, answer it on the public page, see the statistics', async ({
  page,
  browser,
}) => {
  const title = unique('エミュレータ調査');
  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/surveys/create`);
  await dropPartWithKeyboard(page, 'radio');
  await expect(page.getByTestId('canvas-field')).toHaveCount(1);
  await page.getByLabel('アンケート名').fill(title);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('アンケートを作成しました')).toBeVisible();

  const row = page.getByTestId('survey-row').filter({ hasText: title });
  await row.getByRole('switch', { name: 'click to publish' }).click();
  await expect(page.getByText('アンケートを公開しました')).toBeVisible();
  const edit = await row.getByRole('link', { name: '編集' }).getAttribute('href');
  const surveyId = edit!.split('/')[2]!;

  // A visitor on the public host (Firestore Lite, no sign-in).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${hostOrigin('survey', ORIGIN)}/${surveyId}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await visitor.getByLabel('選択肢1').check();
  await visitor.getByRole('button', { name: '送信する' }).click();
  await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();

  // The statistics come from the trigger (surveyStats), not from reading the responses. The
  // page reads them once, so it opens after the trigger has run (on a busy machine the
  // Functions emulator can take seconds to get to it).
  await expect
    .poll(
      async () =>
        (await adminDb.collection('surveyStats').doc(surveyId).get()).get('responseCount'),
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  await page.goto(`${ORIGIN}/surveys/${surveyId}/results`);
  await expect(page.getByText('回答 1件')).toBeVisible();
  await expect(page.getByText('1件 (100.0%)').first()).toBeVisible();
  await reviewShot(page, { path: 'test-results/firebase-results.png' });
});

test('an SA edit is kept, and its 履歴 entry names the editor', async ({ page }) => {
  const client = unique('履歴商事');
  await seedRow('sa_list', { clientName: client, serviceName: '旧サービス' });
  await signInWithForm(page, ORIGIN);
  await openTable(page, '/sa', client);
  const service = await cell(page, sa, client, 'サービス名');
  await service.click();
  await sa.grid(page).getByRole('textbox', { name: 'サービス名' }).fill('新サービス');
  await page.keyboard.press('Enter');
  await expect(service).toHaveText('新サービス');

  await page.reload();
  await openTable(page, '/sa', client);
  await expect(await cell(page, sa, client, 'サービス名')).toHaveText('新サービス');
  const entries = await openHistory(page, sa, client);
  await expect(entries.first()).toContainText('サービス名: 旧サービス → 新サービス');
  await expect(entries.first()).toContainText(ME);
  await reviewShot(page, { path: 'test-results/firebase-history.png' });
});

test('presence: a cell open in one tab marks the row in another, named from the members list', async ({
  page,
  browser,
}) => {
  const base = unique('在席');
  const [client, forgedClient] = [`${base}商事`, `${base}物産`];
  await seedRow('sa_list', { clientName: client, serviceName: 'S' });
  const forgedRow = await seedRow('sa_list', { clientName: forgedClient, serviceName: 'S' });
  await signInWithForm(page, ORIGIN);
  await openTable(page, '/sa', client);
  const other = await newSignedInPage(browser);
  await openTable(other, '/sa', client, base);

  await page.bringToFront();
  await (await cell(page, sa, client, 'サービス名')).click();
  await expect(sa.grid(page).getByRole('textbox', { name: 'サービス名' })).toBeVisible();
  await other.bringToFront();
  await expect(sa.row(other, client).getByText(`${ME} 編集中`)).toBeVisible({ timeout: 5_000 });

  // A presence document names its writer by uid: the mark shows the member's name from the
  // members list, not the text the document carries.
  await adminDb.doc('presence/demo-user_forged1').set({
    uid: 'demo-user',
    name: '偽の名前',
    table: 'sa_list',
    rowIds: [forgedRow],
    columnId: null,
    sentAt: Date.now(),
    expireAt: new Date(Date.now() + 3_600_000),
  });
  await expect(sa.row(other, forgedClient).getByText(`${ME} 編集中`)).toBeVisible();
  await expect(other.getByText('偽の名前')).toHaveCount(0);
});

test('an OB personal link answered on the public page sets the row dates', async ({
  page,
  context,
}) => {
  const client = unique('リンク不動産');
  await seedRow('ob_list', { clientName: client });
  await signInWithForm(page, ORIGIN);
  await openTable(page, '/ob', client);
  await ob
    .row(page, client)
    .getByRole('button', { name: `アンケートURL: ${client}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `アンケートURL: ${client}` });
  await dialog.getByLabel('アンケート').selectOption({ label: 'サービス満足度アンケート 2026' });
  const url = dialog.getByLabel('顧客専用URL');
  await expect(url).toHaveValue(/\?c=[A-Za-z0-9]{20}$/);
  const link = await url.inputValue();
  await dialog.getByRole('button', { name: '閉じる' }).click();

  const visitor = await context.newPage();
  await visitor.goto(link);
  await answerSatisfaction(visitor, 'リンク 太郎');
  await visitor.close();

  // The responses trigger wrote the dates; the grid shows them live.
  await page.bringToFront();
  await expect(await cell(page, ob, client, 'アンケート回答日')).toHaveText(tokyoDayShown());
  await expect(await cell(page, ob, client, '納品予定日')).toHaveText(tokyoDayShown(21));
});

test('SA export holds the rows shown; an import adds new rows', async ({ page }) => {
  const client = unique('輸出入商事');
  await seedRow('sa_list', { clientName: client, serviceName: '書き出し' });
  await signInWithForm(page, ORIGIN);
  await openTable(page, '/sa', client);

  await page.getByRole('button', { name: 'エクスポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'エクスポート' });
  await dialog.getByRole('radio', { name: /UTF-8/ }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '書き出す' }).click();
  const text = new TextDecoder().decode(readFileSync((await (await download).path())!));
  expect(text).toContain(client);
  expect(text).toContain('書き出し');

  const added = [unique('取込A'), unique('取込B')];
  const csv = ['クライアント名,サービス名', ...added.map((name) => `${name},取込`)].join('\r\n');
  await page.getByRole('button', { name: 'CSVインポート' }).click();
  const importer = page.getByRole('dialog', { name: 'CSVインポート' });
  await importer.getByLabel('CSVファイル').setInputFiles({
    name: 'rows.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await importer.getByRole('button', { name: 'インポート', exact: true }).click();
  await expect(page.getByText(/^2件のデータをインポートしました/)).toBeVisible();
  for (const name of added) {
    await page.getByPlaceholder(/クライアント名/).fill(name);
    await expect(sa.row(page, name)).toBeVisible();
  }
});

test('a survey closes at its answer limit: the public page says so, the list shows 終了', async ({
  page,
  browser,
}) => {
  const title = unique('上限つき調査');
  const surveyId = await seedSurvey(title, { maxResponses: 1 });
  const visitor = await (await browser.newContext()).newPage();
  const publicUrl = `${hostOrigin('survey', ORIGIN)}/${surveyId}`;
  await visitor.goto(publicUrl);
  await visitor.getByLabel('良い').check();
  await visitor.getByRole('button', { name: '送信する' }).click();
  await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();

  // The trigger counts the answer and closes the survey; the page then refuses new answers.
  await expect(async () => {
    await visitor.goto(publicUrl);
    await expect(visitor.getByText(CLOSED)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.getByRole('button', { name: '送信する' })).toHaveCount(0);

  await signInWithForm(page, ORIGIN);
  const row = page.getByTestId('survey-row').filter({ hasText: title });
  await expect(row).toContainText('終了');
  await expect(row.getByRole('switch', { name: 'click to reopen' })).toBeVisible();
});
