import { expect, test, type Page } from '@playwright/test';
import { dayToDisplay } from '../../src/lib/format';
import { tokyoDay } from '../../src/lib/tokyo-time';
import { showTimelineKind, signInWithForm } from '../support';
import { adminDb, ORIGIN, seedRow, unique } from './emulator-data';

// 先方担当者 and 活動 on the Firebase build against the emulators: the contact written through the
// rules (its company must exist), the 主担当 on the row in the same batch, and 最終接触日 set by
// the Cloud Function when the activity lands. The rules suite holds the refusals.
const fieldRow = (page: Page, label: string) =>
  page.getByRole('grid', { name: '顧客の情報' }).getByRole('row').filter({ hasText: label });

test('a contact and a logged call: the row shows the 主担当, the server sets 最終接触日', async ({
  page,
}) => {
  const client = unique('連絡商事');
  const person = unique('山田 太郎');
  const rowId = await seedRow('sa_list', { clientName: client, lastContactDate: '2026-01-05' });

  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/sa/${rowId}`);
  await expect(page.getByRole('heading', { level: 1, name: client })).toBeVisible();

  const contacts = page.getByRole('region', { name: '先方担当者' });
  await contacts.getByRole('button', { name: '担当者を追加' }).click();
  const form = page.getByRole('dialog', { name: '先方担当者を追加' });
  await form.getByLabel('氏名').fill(person);
  await form.getByLabel('役職').fill('部長');
  await form.getByLabel('電話').fill('03-9999-0000');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(contacts.getByRole('listitem')).toContainText(person);
  await expect(fieldRow(page, '先方担当者')).toContainText(person);
  const stored = await adminDb.collection('customerContacts').where('rowId', '==', rowId).get();
  expect(stored.docs.map((doc) => doc.get('primary'))).toEqual([true]);

  await page.getByRole('button', { name: '活動を記録' }).click();
  const log = page.getByRole('dialog', { name: '活動を記録' });
  await log.getByLabel('種類').selectOption('電話');
  await log.getByRole('checkbox', { name: new RegExp(person) }).check();
  await log.getByLabel('内容').fill('契約更新の相談');
  await log.getByRole('button', { name: '保存' }).click();
  await expect(log).toBeHidden();
  await expect(await showTimelineKind(page, '活動')).toContainText('契約更新の相談');

  // onActivityWritten moved 最終接触日 to today (Tokyo); the page shows it live.
  const today = tokyoDay(new Date());
  await expect
    .poll(async () => (await adminDb.doc(`sa_list/${rowId}`).get()).get('lastContactDate'), {
      timeout: 20_000,
    })
    .toBe(today);
  await expect(fieldRow(page, '最終接触日')).toContainText(dayToDisplay(today));
});
