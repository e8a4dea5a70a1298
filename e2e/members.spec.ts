import { expect, test, type Page } from '@playwright/test';
import { DEMO, demoOrigin, signIn } from './support';

// Members screen and the identity model in local mode (spec part 2, sections 2, 5, 8).
const NEW = { name: '山本 太郎', email: 'taro.yamamoto@example.com', password: 'taro-pass1' };

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(`${demoOrigin}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

async function openMembers(page: Page) {
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: '管理者アカウント' })
    .click();
  await expect(page.getByRole('heading', { name: '管理者アカウント', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

async function addMember(page: Page, member: { name: string; email: string; password: string }) {
  await page.getByRole('button', { name: 'メンバーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを追加' });
  await dialog.getByLabel('名前').fill(member.name);
  await dialog.getByLabel('メールアドレス').fill(member.email);
  await dialog.getByLabel('パスワード').fill(member.password);
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  return dialog;
}

async function deleteMember(page: Page, name: string) {
  await page.getByRole('button', { name: `${name}を削除` }).click();
  const confirm = page.getByRole('dialog', { name: 'メンバーを削除' });
  await expect(confirm).toContainText('ログイン用のアカウントは削除されずに残ります');
  await confirm.getByRole('button', { name: '削除', exact: true }).click();
  await expect(page.getByText('メンバーを削除しました')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
}

const sidebarEmail = (page: Page) => page.getByRole('complementary').getByText(/@example\.com$/);

test('add a member without leaving the own session, then sign out and sign in as them', async ({
  page,
}) => {
  await signIn(page);
  await openMembers(page);
  const dialog = await addMember(page, NEW);
  await expect(page.getByText('メンバーを追加しました')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(NEW.name) });
  await expect(row).toContainText(NEW.email);
  // Still the demo member: the new account was created without switching the session.
  await expect(sidebarEmail(page)).toHaveText(DEMO.email);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, NEW.email, NEW.password);
  await expect(page).toHaveURL(/\/surveys$/);
  await expect(sidebarEmail(page)).toHaveText(NEW.email);
  await openMembers(page);
  await expect(page.getByRole('row', { name: new RegExp(NEW.name) })).toContainText('self');
});

test('validation messages of the add form', async ({ page }) => {
  await signIn(page);
  await openMembers(page);
  const dialog = await addMember(page, { name: '', email: 'a@example.com', password: 'secret1' });
  await expect(dialog.getByRole('alert')).toHaveText('全ての項目を入力してください');
  await dialog.getByLabel('名前').fill('短い');
  await dialog.getByLabel('パスワード').fill('12345');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('パスワードは6文字以上で入力してください');
});

test('a deleted member is refused; re-adding needs the old password; then already a member', async ({
  page,
}) => {
  await signIn(page);
  await openMembers(page);
  await addMember(page, NEW);
  await expect(page.getByText('メンバーを追加しました')).toBeVisible();
  await deleteMember(page, NEW.name);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await signInAs(page, NEW.email, NEW.password);
  await expect(
    page.getByRole('heading', { name: 'このアカウントには管理画面へのアクセス権がありません' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
  // Signed out at once: nothing of the session stays, a reload lands on the login page.
  await page.goto(`${demoOrigin}/members`);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page);
  await openMembers(page);
  const dialog = await addMember(page, { ...NEW, password: 'not-the-old-one' });
  await expect(
    page.getByText(
      'このメールアドレスは既に使用されています。削除前のパスワードを入力してください。',
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('パスワード').fill(NEW.password);
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByText('メンバーを再追加しました')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NEW.name) })).toBeVisible();

  await addMember(page, NEW);
  await expect(page.getByText('このメンバーは既に登録されています')).toBeVisible();
});

test('a member deleted while signed in is refused at once, without a reload', async ({
  page,
  context,
}) => {
  await signIn(page);
  await openMembers(page);
  await addMember(page, NEW);
  await expect(page.getByText('メンバーを追加しました')).toBeVisible();

  // A second tab of the same browser profile signs in as the new member (local mode keeps
  // the data in this profile's IndexedDB; the first tab stays the demo member in memory).
  const theirs = await context.newPage();
  await theirs.goto(`${demoOrigin}/surveys`);
  await theirs.getByRole('button', { name: 'ログアウト' }).click();
  await expect(theirs).toHaveURL(/\/login$/);
  await signInAs(theirs, NEW.email, NEW.password);
  await expect(theirs).toHaveURL(/\/surveys$/);
  await expect(sidebarEmail(theirs)).toHaveText(NEW.email);

  await page.bringToFront();
  await deleteMember(page, NEW.name);
  await expect(
    theirs.getByRole('heading', { name: 'このアカウントには管理画面へのアクセス権がありません' }),
  ).toBeVisible();
  await expect(theirs.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'ログイン画面へ' })).toBeVisible();
  // Signed out at once, without a click: a reload of that tab lands on the login page.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/login$/);
});

test('edit a name; the e-mail note says the sign-in address stays', async ({ page }) => {
  await signIn(page);
  await openMembers(page);
  await page.getByRole('button', { name: '佐藤 花子を編集' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを編集' });
  await expect(dialog.getByLabel('メールアドレス')).toHaveAccessibleDescription(
    /ログインに使うメールアドレスは変わりません/,
  );
  await expect(dialog.getByLabel('Chatwork APIキー')).toHaveCount(0);
  await dialog.getByLabel('名前').fill('');
  await dialog.getByRole('button', { name: '更新', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('名前とメールアドレスを入力してください');
  await dialog.getByLabel('名前').fill('佐藤 花子（営業）');
  await dialog.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('メンバー情報を更新しました')).toBeVisible();
  await expect(page.getByRole('row', { name: /佐藤 花子（営業）/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /佐藤 花子（営業）/ })).toBeVisible();
});

test("another member's password needs their current password, asked in a prompt", async ({
  page,
}) => {
  await signIn(page);
  await openMembers(page);
  await addMember(page, NEW);
  await expect(page.getByText('メンバーを追加しました')).toBeVisible();

  await page.getByRole('button', { name: `${NEW.name}を編集` }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを編集' });
  await dialog.getByLabel('新しいパスワード（変更する場合のみ）').fill('changed-pass1');
  await dialog.getByRole('button', { name: '更新', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: '現在のパスワードを入力' });
  await prompt.getByLabel('現在のパスワード').fill('wrong-current');
  await prompt.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(dialog.getByRole('alert')).toContainText('現在のパスワードが正しくない');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: '更新', exact: true }).click();
  await prompt.getByLabel('現在のパスワード').fill(NEW.password);
  await prompt.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(page.getByText('メンバー情報とパスワードを更新しました')).toBeVisible();
  // The staff session did not switch.
  await expect(sidebarEmail(page)).toHaveText(DEMO.email);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await signInAs(page, NEW.email, 'changed-pass1');
  await expect(page).toHaveURL(/\/surveys$/);
});

test('the own row is tagged self and cannot be deleted', async ({ page }) => {
  await signIn(page);
  await openMembers(page);
  const own = page.getByRole('row', { name: /デモ管理者/ });
  await expect(own).toContainText('self');
  const remove = own.getByRole('button', { name: 'デモ管理者を削除' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('自分自身を削除することはできません');
  await expect(remove).toHaveAttribute('title', '自分自身を削除することはできません');
  const other = page.getByRole('row', { name: /田中 一郎/ });
  await expect(other).not.toContainText('self');
  await expect(other.getByRole('button', { name: '田中 一郎を削除' })).toBeEnabled();
});

test('the Chatwork key is on the own row only, kept, and never shown again', async ({ page }) => {
  await signIn(page);
  await openMembers(page);
  await page.getByRole('button', { name: 'デモ管理者を編集' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを編集' });
  const key = dialog.getByLabel('Chatwork APIキー');
  await expect(key).toBeEnabled();
  await key.fill('cw-demo-key-123');
  await dialog.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('メンバー情報を更新しました')).toBeVisible();

  // Write-only: after a reload the dialog says a key is set, and never shows it.
  await page.reload();
  await page.getByRole('button', { name: 'デモ管理者を編集' }).click();
  await expect(dialog.getByText(/APIキーは設定済みです/)).toBeVisible();
  await expect(dialog.getByLabel('Chatwork APIキー')).toHaveValue('');
  await expect(dialog).not.toContainText('cw-demo-key-123');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();

  await page.getByRole('button', { name: '田中 一郎を編集' }).click();
  await expect(dialog.getByLabel('名前')).toHaveValue('田中 一郎');
  await expect(dialog.getByLabel('Chatwork APIキー')).toHaveCount(0);
});
