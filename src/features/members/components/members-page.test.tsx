import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/ui/toast';
import { RequireAuth, SessionProvider } from '@/features/auth';
import { DataError, setBackendForTests } from '@/lib/backend';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local/local-backend';
import { DEMO_ACCOUNT } from '@/lib/backend/local/seed';
import { hasChatworkKey, saveChatworkKey } from '../data/chatwork-key';
import { memberStrings } from '../strings';
import { MembersPage } from './members-page';

// Password hashing (PBKDF2) is slow on a loaded machine: give each find* up to 5 s and each test 30 s.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

let n = 0;
let local: LocalBackend;

beforeEach(async () => {
  localStorage.clear();
  local = await createLocalBackend({ seed: 'demo', databaseName: `members-page-${(n += 1)}` });
  setBackendForTests(local);
  await local.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
});

function mount() {
  const router = createMemoryRouter(
    [{ element: <RequireAuth />, children: [{ path: '/members', element: <MembersPage /> }] }],
    { initialEntries: ['/members'] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
      <ToastViewport />
    </SessionProvider>,
  );
  return { user: userEvent.setup() };
}

const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });

async function currentUid() {
  return new Promise<string | undefined>((resolve) => {
    const stop = local.auth.onAuthStateChanged((user) => {
      stop();
      resolve(user?.uid);
    });
  });
}

async function fillAdd(
  user: ReturnType<typeof userEvent.setup>,
  values: { name: string; email: string; password: string },
) {
  await user.click(screen.getByRole('button', { name: memberStrings.addButton }));
  const dialog = await screen.findByRole('dialog', { name: memberStrings.addTitle });
  const form = within(dialog);
  if (values.name) await user.type(form.getByLabelText(/名前/), values.name);
  if (values.email) await user.type(form.getByLabelText(/メールアドレス/), values.email);
  if (values.password) await user.type(form.getByLabelText(/パスワード/), values.password);
  await user.click(form.getByRole('button', { name: memberStrings.add }));
  return dialog;
}

test('the table lists members oldest first with their date, tags the own row self', async () => {
  mount();
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
    'デモ管理者self',
    '佐藤 花子',
    '田中 一郎',
  ]);
  expect(within(rows[0]!).getByText('self')).toBeInTheDocument();
  expect(within(rows[0]!).getAllByRole('cell')[2]?.textContent).toBe('管理者');
  expect(within(rows[1]!).getAllByRole('cell')[2]?.textContent).toBe(
    'メンバー（エクスポート・インポート可）',
  );
  expect(within(rows[0]!).getAllByRole('cell')[3]?.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  const ownDelete = within(rows[0]!).getByRole('button', { name: 'デモ管理者を削除' });
  expect(ownDelete).toBeDisabled();
  expect(ownDelete).toHaveAccessibleDescription('自分自身を削除することはできません');
  expect(ownDelete).toHaveAttribute('title', memberStrings.cannotDeleteSelf);
  expect(within(rows[1]!).getByRole('button', { name: '佐藤 花子を削除' })).toBeEnabled();
});

test('a list that cannot load says so, and retry loads it', async () => {
  const original = local.data.subscribe.bind(local.data);
  let failures = 1;
  vi.spyOn(local.data, 'subscribe').mockImplementation((collection, options, onChange, onError) => {
    if (collection === 'members' && !options.where && failures > 0) {
      failures -= 1;
      queueMicrotask(() => onError(new DataError('unavailable', 'offline')));
      return () => undefined;
    }
    return original(collection, options, onChange, onError);
  });
  const { user } = mount();
  expect(await screen.findByRole('alert')).toHaveTextContent('メンバーの読み込みに失敗しました');
  expect(await screen.findAllByText(memberStrings.loadFailed)).toHaveLength(2); // state + toast
  await user.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test('add: validation messages, then the member is added without switching the session', async () => {
  const { user } = mount();
  await screen.findByRole('table');
  const dialog = await fillAdd(user, { name: '', email: 'a@example.com', password: 'secret1' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('全ての項目を入力してください');
  await user.type(within(dialog).getByLabelText(/名前/), '山本');
  await user.type(within(dialog).getByLabelText(/パスワード/), '{Backspace}{Backspace}');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.add }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'パスワードは6文字以上で入力してください',
  );
  await user.type(within(dialog).getByLabelText(/パスワード/), 'xyz');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.add }));
  expect(await screen.findByText('メンバーを追加しました')).toBeInTheDocument();
  expect(await rowOf('山本')).toHaveTextContent('a@example.com');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await currentUid()).toBe(DEMO_ACCOUNT.uid);
  const [added] = await local.data.query('members', {
    where: [{ field: 'email', value: 'a@example.com' }],
  });
  expect(Object.keys(added!.data).sort()).toEqual([
    'canExport',
    'createdAt',
    'email',
    'name',
    'role',
    'uid',
  ]);
  // A newly added member is a メンバー without the export right unless the adder chooses.
  expect(added!.data).toMatchObject({ role: 'member', canExport: false });
  expect(added!.id).toBe(added!.data.uid);
  // The 監査ログ records it (local mode's stand-in for the server writes it).
  const [entry] = await local.data.query('auditLog', {
    where: [{ field: 'action', value: 'memberAdded' }],
  });
  expect(entry?.data).toMatchObject({ actorUid: DEMO_ACCOUNT.uid, target: '山本' });
});

test('add as 閲覧のみ, then only an administrator sees add and delete', async () => {
  const { user } = mount();
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: memberStrings.addButton }));
  const dialog = await screen.findByRole('dialog', { name: memberStrings.addTitle });
  const form = within(dialog);
  await user.type(form.getByLabelText(/名前/), '閲覧 太郎');
  await user.type(form.getByLabelText(/メールアドレス/), 'viewer@example.com');
  await user.type(form.getByLabelText(/パスワード/), 'secret1');
  await user.selectOptions(form.getByLabelText(memberStrings.role), '閲覧のみ');
  await user.click(form.getByRole('button', { name: memberStrings.add }));
  expect(await rowOf('閲覧 太郎')).toHaveTextContent('閲覧のみ');
  await act(() => local.auth.signIn('viewer@example.com', 'secret1'));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: memberStrings.addButton })).toBeNull(),
  );
  expect(screen.queryByRole('button', { name: '佐藤 花子を削除' })).toBeNull();
  expect(screen.queryByRole('button', { name: '佐藤 花子を編集' })).toBeNull();
  expect(screen.getByRole('button', { name: '閲覧 太郎を編集' })).toBeEnabled();
});

test('add: an invalid e-mail gets the spec message and the modal stays open', async () => {
  const { user } = mount();
  await screen.findByRole('table');
  const dialog = await fillAdd(user, { name: '山本', email: 'not-an-email', password: 'secret1' });
  expect(await screen.findByText('無効なメールアドレスです')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
});

test('re-add: wrong password, then re-added with the old one, then already a member', async () => {
  await local.auth.createAccount('old@example.com', 'old-pass1');
  const { user } = mount();
  await screen.findByRole('table');
  const dialog = await fillAdd(user, {
    name: '旧メンバー',
    email: 'old@example.com',
    password: 'wrong-1',
  });
  expect(
    await screen.findByText(
      'このメールアドレスは既に使用されています。削除前のパスワードを入力してください。',
    ),
  ).toBeInTheDocument();
  const password = within(dialog).getByLabelText(/パスワード/);
  await user.clear(password);
  await user.type(password, 'old-pass1');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.add }));
  expect(await screen.findByText('メンバーを再追加しました')).toBeInTheDocument();
  expect(await rowOf('旧メンバー')).toBeInTheDocument();
  await fillAdd(user, { name: '旧メンバー', email: 'old@example.com', password: 'old-pass1' });
  expect(await screen.findByText('このメンバーは既に登録されています')).toBeInTheDocument();
  expect(
    await local.data.query('members', { where: [{ field: 'email', value: 'old@example.com' }] }),
  ).toHaveLength(1);
});

test('edit: required fields, then a rename is saved', async () => {
  const { user } = mount();
  await user.click(await screen.findByRole('button', { name: '佐藤 花子を編集' }));
  const dialog = await screen.findByRole('dialog', { name: memberStrings.editTitle });
  const name = within(dialog).getByLabelText(/名前/);
  expect(within(dialog).getByLabelText(/メールアドレス/)).toHaveAccessibleDescription(
    memberStrings.emailHint,
  );
  expect(within(dialog).queryByLabelText(memberStrings.chatworkKey)).not.toBeInTheDocument();
  await user.clear(name);
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    '名前とメールアドレスを入力してください',
  );
  await user.type(name, '佐藤 花子（営業）');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  expect(await screen.findByText(memberStrings.updated)).toBeInTheDocument();
  expect(await rowOf('佐藤 花子（営業）')).toBeInTheDocument();
  expect((await local.data.get('members', 'seed-sato'))?.data.updatedAt).toBeInstanceOf(Date);
});

test('edit: a failed update says メンバーの更新に失敗しました and keeps the modal', async () => {
  vi.spyOn(local.data, 'update').mockRejectedValueOnce(new DataError('permission-denied', 'x'));
  const { user } = mount();
  await user.click(await screen.findByRole('button', { name: '田中 一郎を編集' }));
  const dialog = await screen.findByRole('dialog', { name: memberStrings.editTitle });
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  expect(await screen.findByText('メンバーの更新に失敗しました')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
});

test("another member's password: the prompt; none given, wrong, then right", async () => {
  const other = await local.auth.createAccount('kato@example.com', 'current1');
  await local.data.set('members', other.uid, {
    uid: other.uid,
    name: '加藤',
    email: 'kato@example.com',
    createdAt: new Date(),
  });
  const { user } = mount();
  await user.click(await screen.findByRole('button', { name: '加藤を編集' }));
  const dialog = await screen.findByRole('dialog', { name: memberStrings.editTitle });
  await user.type(within(dialog).getByLabelText(memberStrings.newPassword), 'changed1');
  const submit = () => user.click(within(dialog).getByRole('button', { name: memberStrings.save }));

  await submit();
  let prompt = await screen.findByRole('dialog', { name: memberStrings.currentPasswordTitle });
  await user.click(within(prompt).getByRole('button', { name: memberStrings.cancel }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    memberStrings.currentPasswordMissing,
  );

  await submit();
  prompt = await screen.findByRole('dialog', { name: memberStrings.currentPasswordTitle });
  await user.type(within(prompt).getByLabelText(memberStrings.currentPassword), 'nope-123');
  await user.click(
    within(prompt).getByRole('button', { name: memberStrings.currentPasswordSubmit }),
  );
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    memberStrings.wrongCurrentPassword,
  );

  await submit();
  prompt = await screen.findByRole('dialog', { name: memberStrings.currentPasswordTitle });
  await user.type(within(prompt).getByLabelText(memberStrings.currentPassword), 'current1');
  await user.click(
    within(prompt).getByRole('button', { name: memberStrings.currentPasswordSubmit }),
  );
  expect(await screen.findByText(memberStrings.updatedWithPassword)).toBeInTheDocument();
  expect((await local.auth.checkPassword('kato@example.com', 'changed1')).uid).toBe(other.uid);
  expect(await currentUid()).toBe(DEMO_ACCOUNT.uid);
});

test('own row: the Chatwork key field is there and saved privately; the own password directly', async () => {
  await act(() => saveChatworkKey(DEMO_ACCOUNT.uid, 'old-key'));
  const { user } = mount();
  await user.click(await screen.findByRole('button', { name: 'デモ管理者を編集' }));
  const dialog = await screen.findByRole('dialog', { name: memberStrings.editTitle });
  const key = within(dialog).getByLabelText(memberStrings.chatworkKey);
  // Write-only: the stored key is never shown, only that one is set.
  expect(await within(dialog).findByText(memberStrings.chatworkKeySetHint)).toBeVisible();
  expect(key).toHaveValue('');
  await user.type(key, 'new-key');
  await user.type(within(dialog).getByLabelText(memberStrings.newPassword), 'demo5678');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  expect(await screen.findByText(memberStrings.updatedWithPassword)).toBeInTheDocument();
  // Toasts outlive a test in sonner's store: the closed modal is what proves this save ended.
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(
    (await local.data.get(`members/${DEMO_ACCOUNT.uid}/private`, 'chatwork'))?.data.apiKey,
  ).toBe('new-key');
  expect(await hasChatworkKey(DEMO_ACCOUNT.uid)).toBe(true);
  expect((await local.data.get('members', DEMO_ACCOUNT.uid))?.data).not.toHaveProperty(
    'chatworkApiKey',
  );
  expect((await local.auth.checkPassword(DEMO_ACCOUNT.email, 'demo5678')).uid).toBe(
    DEMO_ACCOUNT.uid,
  );
});

test('delete: the confirm says the account remains; success removes the row', async () => {
  const { user } = mount();
  await user.click(await screen.findByRole('button', { name: '田中 一郎を削除' }));
  const confirm = await screen.findByRole('dialog', { name: memberStrings.deleteTitle });
  expect(confirm).toHaveTextContent('ログイン用のアカウントは削除されずに残ります');
  await user.click(within(confirm).getByRole('button', { name: memberStrings.deleteConfirm }));
  expect(await screen.findByText(memberStrings.deleted)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: '田中 一郎' })).not.toBeInTheDocument(),
  );
  expect(await local.data.get('members', 'seed-tanaka')).toBeNull();
});

test('delete: a legacy record whose id is not its uid is deleted by its id', async () => {
  await local.data.set('members', 'legacy-record', {
    uid: 'someone-else-uid',
    name: '旧 レコード',
    email: 'old@example.com',
    createdAt: new Date('2024-01-01T00:00:00Z'),
  });
  const { user } = mount();
  await user.click(await screen.findByRole('button', { name: '旧 レコードを削除' }));
  const confirm = await screen.findByRole('dialog', { name: memberStrings.deleteTitle });
  await user.click(within(confirm).getByRole('button', { name: memberStrings.deleteConfirm }));
  expect(await screen.findByText(memberStrings.deleted)).toBeInTheDocument();
  await waitFor(async () => expect(await local.data.get('members', 'legacy-record')).toBeNull());
});

test('delete: a failure shows the spec message with its reason', async () => {
  vi.spyOn(local.data, 'delete').mockRejectedValueOnce(
    new DataError('permission-denied', 'Missing or insufficient permissions.'),
  );
  const { user } = mount();
  await user.click(await screen.findByRole('button', { name: '佐藤 花子を削除' }));
  const confirm = await screen.findByRole('dialog', { name: memberStrings.deleteTitle });
  await user.click(within(confirm).getByRole('button', { name: memberStrings.deleteConfirm }));
  expect(
    await screen.findByText('メンバーの削除に失敗しました: Missing or insufficient permissions.'),
  ).toBeInTheDocument();
});
