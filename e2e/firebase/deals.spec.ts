import { expect, test, type Page } from '@playwright/test';
import { tokyoDay } from '../../src/lib/tokyo-time';
import { settle, signInWithForm } from '../support';
import { adminDb, ORIGIN, seedRow, unique } from './emulator-data';

// 案件 on the Firebase build against the emulators, with the generated rules fragment in force:
// a deal added from its customer's page (the rules check 顧客 names an SA row and 金額 is
// digits), its history written by the Cloud Function, and the board's lane figures as its card
// moves. The rules suite holds the refusals (a field outside the schema, a customer that does
// not exist).
const lane = (page: Page, stage: string) =>
  page
    .getByRole('region', { name: '案件' })
    .getByRole('region', { name: new RegExp(`^${stage}（`) });

test('a deal from its customer’s page through the rules, its history, and the board’s 合計 and ヨミ', async ({
  page,
}) => {
  const client = unique('案件商事');
  const dealName = unique('保守契約');
  const rowId = await seedRow('sa_list', { clientName: client });

  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/sa/${rowId}`);
  await expect(page.getByRole('heading', { level: 1, name: client })).toBeVisible();
  const deals = page.getByRole('region', { name: '案件' });
  await deals.getByRole('button', { name: '案件を追加' }).click();
  const dialog = page.getByRole('dialog', { name: '新規案件追加' });
  await expect(dialog.getByLabel('顧客').locator('option:checked')).toHaveText(client);
  await dialog.getByLabel('案件名').fill(dealName);
  await dialog.getByLabel('金額').fill('¥800,000');
  await dialog.getByLabel('確度').selectOption('B');
  await dialog.getByLabel('ステージ').selectOption('見積提出');
  await dialog.getByLabel('受注予定日').fill(tokyoDay(new Date()));
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(deals.getByRole('row', { name: new RegExp(dealName) })).toContainText('¥800,000');

  // Stored as the schema says: 金額 as digits, 顧客 as the SA row's id.
  const stored = await adminDb.collection('deal_list').where('clientName', '==', dealName).get();
  expect(stored.docs).toHaveLength(1);
  expect(stored.docs[0]!.get('amount')).toBe('800000');
  expect(stored.docs[0]!.get('customerId')).toBe(rowId);

  // The deal's page: its history entry (the trigger's) and the link back to the customer.
  await deals.getByRole('link', { name: dealName }).click();
  await expect(page.getByRole('heading', { level: 1, name: dealName })).toBeVisible();
  await expect(page.getByRole('link', { name: client })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'タイムライン' }).getByText(/追加しました/),
  ).toBeVisible({ timeout: 20_000 });

  // The board, narrowed to this deal by the search: its lane's figures follow its card.
  await page.goto(`${ORIGIN}/deals?layout=board`);
  await page.getByRole('searchbox').fill(dealName);
  await expect(lane(page, '見積提出')).toContainText('合計 ¥800,000');
  await expect(lane(page, '見積提出')).toContainText('ヨミ ¥400,000');
  await page.getByRole('button', { name: new RegExp(`^${dealName}（`) }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`${dealName} を持ち上げました`))).toBeAttached();
  await settle(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(new RegExp(`${dealName} を 交渉 の上に移動中です`))).toBeAttached();
  await settle(page);
  await page.keyboard.press('Space');
  await expect(lane(page, '交渉')).toContainText('合計 ¥800,000');
  await expect(lane(page, '見積提出')).toContainText('合計 ¥0');
  await expect
    .poll(async () => (await adminDb.doc(`deal_list/${stored.docs[0]!.id}`).get()).get('progress'))
    .toBe('交渉');
});
