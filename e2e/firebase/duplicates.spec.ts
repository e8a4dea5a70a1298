import { expect, test } from '@playwright/test';
import { customerGrid, signInWithForm } from '../support';
import { adminDb, ORIGIN, seedRow, unique } from './emulator-data';

// 名寄せ on the Firebase build against the emulators: the entry warning names a stored row, and
// 統合 goes through the mergeCustomers callable (one transaction), leaving one row with both
// histories and the other as its tombstone.
const sa = customerGrid('SA顧客一覧');

test('adding (株)… while 株式会社… exists warns; 統合 keeps one row with both histories', async ({
  page,
}) => {
  const name = unique('テスト商事');
  const first = `株式会社${name}`;
  const second = `(株)${name}`;
  const keptId = await seedRow('sa_list', { clientName: first, serviceName: '既存' });

  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/sa`);
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新規顧客追加' });
  await dialog.getByLabel(/^クライアント名/).fill(second);
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('同じ会社の可能性がある行があります');
  await expect(warning.getByRole('link', { name: first })).toBeVisible();
  await dialog.getByRole('button', { name: 'それでも追加' }).click();
  await page.getByPlaceholder(/クライアント名/).fill(name);
  await expect(sa.clientCell(page, second)).toBeVisible();

  await page.goto(`${ORIGIN}/sa/duplicates`);
  const pair = page.getByRole('listitem').filter({ hasText: first }).filter({ hasText: second });
  await pair.getByRole('button', { name: /^統合/ }).click();
  const merge = page.getByRole('dialog', { name: '行を統合' });
  await merge.getByRole('radio', { name: `${first} を残す` }).check();
  await merge
    .getByRole('radiogroup', { name: 'クライアント名に残す値' })
    .getByRole('radio', { name: first })
    .check();
  await merge.getByRole('button', { name: '統合する' }).click();
  await expect(page.getByText('統合しました')).toBeVisible({ timeout: 20_000 });
  await expect(pair).toHaveCount(0);

  const gone = await adminDb.collection('sa_list').where('clientName', '==', second).get();
  expect(gone.docs.map((doc) => doc.get('mergedInto'))).toEqual([keptId]);
  await expect
    .poll(
      async () =>
        (await adminDb.collection('customer_history').where('rowId', '==', keptId).get()).docs
          .map((doc) => String(doc.get('kind')))
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(['create', 'create', 'merge']);

  await page.goto(`${ORIGIN}/sa/${keptId}`);
  const timeline = page.getByRole('region', { name: 'タイムライン' });
  await expect(
    timeline.getByRole('listitem').filter({ hasText: `「${second}」を統合しました` }),
  ).toBeVisible();
  await expect(
    timeline.getByRole('listitem').filter({ hasText: '顧客を追加しました' }),
  ).toHaveCount(2);
  // The merged row's own address leads to the kept row.
  await page.goto(`${ORIGIN}/sa/${gone.docs[0]!.id}`);
  await expect(page).toHaveURL(`${ORIGIN}/sa/${keptId}`);
});
