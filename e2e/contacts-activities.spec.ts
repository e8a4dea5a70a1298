import { expect, test, type Page } from '@playwright/test';
import { tokyoDay } from '../src/lib/tokyo-time';
import { dayToDisplay } from '../src/lib/format';
import { reviewShot } from './review-shot';
import { customerGrid, emptyOrigin, showTimelineKind, signIn } from './support';

// 先方担当者 and 活動 on a customer's page (local mode, the empty build): a contact marked 主担当
// shows in the SA table, a call logged with them lands in the タイムライン under 「活動」 and moves
// the row's 最終接触日 to today, and マイページ counts it this week.
const CUSTOMER = '株式会社カツドウ';
const sa = customerGrid('SA顧客一覧');
const fieldRow = (page: Page, label: string) =>
  page.getByRole('grid', { name: '顧客の情報' }).getByRole('row').filter({ hasText: label });

test('a contact marked 主担当, a call logged with them, 最終接触日 and 今週の活動', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, emptyOrigin);
  await page.goto(`${emptyOrigin}/sa`);
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const add = page.getByRole('dialog', { name: '新規顧客追加' });
  await add.getByLabel('クライアント名').fill(CUSTOMER);
  await add.getByRole('button', { name: '追加', exact: true }).click();
  await expect(add).toBeHidden();
  await page.getByRole('link', { name: CUSTOMER }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER })).toBeVisible();

  // 先方担当者: 山田 太郎 (部長), 主担当.
  const contacts = page.getByRole('region', { name: '先方担当者' });
  await expect(contacts.getByText('先方担当者はまだ登録されていません。')).toBeVisible();
  await contacts.getByRole('button', { name: '担当者を追加' }).click();
  const form = page.getByRole('dialog', { name: '先方担当者を追加' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('alert')).toHaveText('氏名を入力してください');
  await form.getByLabel('氏名').fill('山田 太郎');
  await form.getByLabel('部署').fill('営業部');
  await form.getByLabel('役職').fill('部長');
  await form.getByLabel('メール').fill('yamada@example.com');
  await form.getByLabel('電話').fill('03-1234-5678');
  await expect(form.getByRole('checkbox', { name: /主担当/ })).toBeChecked();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(contacts.getByRole('listitem')).toContainText('山田 太郎');
  await expect(contacts.getByRole('listitem')).toContainText('主担当');
  await expect(contacts.getByRole('listitem')).toContainText('営業部 部長');
  // The row shows its 主担当.
  await expect(fieldRow(page, '先方担当者')).toContainText('山田 太郎');
  await expect(fieldRow(page, '連絡先')).toContainText('yamada@example.com');

  // 活動を記録: a call with 山田 太郎, today.
  await page.getByRole('button', { name: '活動を記録' }).click();
  const log = page.getByRole('dialog', { name: '活動を記録' });
  await log.getByLabel('種類').selectOption('電話');
  await log.getByRole('checkbox', { name: /山田 太郎/ }).check();
  await log.getByLabel('内容').fill('見積の件で電話。来週訪問の約束。');
  await log.getByLabel('次のアクション').fill('訪問');
  // 次回予定日 today, as a reminder to me.
  const remind = log.getByRole('checkbox', { name: /リマインダーを作成/ });
  await expect(remind).toBeDisabled();
  await log.getByLabel('次回予定日').fill(tokyoDay(new Date()));
  await remind.check();
  await log.getByRole('button', { name: '保存' }).click();
  await expect(log).toBeHidden();
  const entries = await showTimelineKind(page, '活動');
  await expect(entries).toContainText('電話（デモ管理者）');
  await expect(entries).toContainText('相手: 山田 太郎');
  await expect(entries).toContainText('見積の件で電話。');
  // The server's part (local mode plays it): 最終接触日 is today.
  await expect(fieldRow(page, '最終接触日')).toContainText(dayToDisplay(tokyoDay(new Date())));
  await reviewShot(page, { path: 'test-results/contacts-activities-1440.png' });

  // The SA table shows him as 先方担当者.
  await page.goto(`${emptyOrigin}/sa`);
  await expect(sa.row(page, CUSTOMER)).toContainText('山田 太郎');

  // マイページ: this week's activities.
  await page.goto(`${emptyOrigin}/mypage`);
  const week = page.getByRole('region', { name: '今週の活動' });
  await expect(week).toContainText('合計 1件');
  await expect(week).toContainText('電話 1件');

  // 自分のリマインダー: today's 訪問; completing it asks to log the result, and logging it
  // completes it.
  const reminders = page.getByRole('region', { name: '自分のリマインダー' });
  await expect(reminders).toContainText('（今日）');
  await expect(reminders.getByRole('link', { name: CUSTOMER })).toBeVisible();
  await reviewShot(page, { path: 'test-results/my-reminders-1440.png' });
  await reminders.getByRole('button', { name: '完了にする: 訪問' }).click();
  const ask = page.getByRole('dialog', { name: '結果を活動として記録しますか' });
  await ask.getByRole('button', { name: '記録する' }).click();
  const result = page.getByRole('dialog', { name: '活動を記録' });
  await expect(result.getByLabel('種類')).toHaveValue('電話');
  await result.getByLabel('種類').selectOption('訪問');
  await result.getByLabel('内容').fill('訪問して見積を説明');
  await result.getByRole('button', { name: '保存' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByText('リマインダーを完了にしました')).toBeVisible();
  await expect(reminders).toContainText('開いているリマインダーはありません。');
  await expect(week).toContainText('合計 2件');
  await expect(week).toContainText('訪問 1件');
});

test('a 先方担当者 deleted goes to the ゴミ箱, and 復元 brings them back to the company', async ({
  page,
}) => {
  const company = '株式会社モドス';
  await signIn(page, emptyOrigin);
  await page.goto(`${emptyOrigin}/sa`);
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const add = page.getByRole('dialog', { name: '新規顧客追加' });
  await add.getByLabel('クライアント名').fill(company);
  await add.getByRole('button', { name: '追加', exact: true }).click();
  await expect(add).toBeHidden();
  await page.getByRole('link', { name: company }).first().click();
  const contacts = page.getByRole('region', { name: '先方担当者' });
  await contacts.getByRole('button', { name: '担当者を追加' }).click();
  const form = page.getByRole('dialog', { name: '先方担当者を追加' });
  await form.getByLabel('氏名').fill('佐藤 花子');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(contacts.getByRole('listitem')).toContainText('佐藤 花子');

  await contacts.getByRole('button', { name: '佐藤 花子 を削除' }).click();
  const ask = page.getByRole('dialog', { name: '先方担当者を削除' });
  await expect(ask).toContainText('ゴミ箱に移り');
  await ask.getByRole('button', { name: '削除', exact: true }).click();
  await expect(page.getByText('先方担当者をゴミ箱に移しました')).toBeVisible();
  await expect(contacts.getByText('先方担当者はまだ登録されていません。')).toBeVisible();

  await page.goto(`${emptyOrigin}/trash`);
  const entry = page.getByRole('row', { name: /佐藤 花子/ });
  await expect(entry).toContainText('先方担当者');
  await entry.getByRole('button', { name: '復元' }).click();
  await expect(page.getByText('「佐藤 花子」を復元しました')).toBeVisible();
  await page.goBack();
  await expect(contacts.getByRole('listitem')).toContainText('佐藤 花子');
});
