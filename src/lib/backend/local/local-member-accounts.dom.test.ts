import { createLocalBackend, type LocalBackend } from './local-backend';
import { DEMO_ACCOUNT } from './seed';

// Password hashing (PBKDF2) is slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

let n = 0;
let local: LocalBackend;

beforeEach(async () => {
  localStorage.clear();
  local = await createLocalBackend({ seed: 'empty', databaseName: `member-accounts-${(n += 1)}` });
  await local.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
});

const isCredentialError = (error: { code?: string }) =>
  ['invalid-credential', 'wrong-password'].includes(error.code ?? '');

test('create makes the account and members/{uid}; the staff session stays', async () => {
  const { uid } = await local.memberAccounts.create({
    name: '佐藤',
    email: 'sato@example.com',
    password: 'secret1',
  });
  const record = await local.data.get('members', uid);
  expect(Object.keys(record!.data).sort()).toEqual([
    'canExport',
    'createdAt',
    'email',
    'name',
    'role',
    'uid',
  ]);
  expect(record!.data).toMatchObject({
    uid,
    name: '佐藤',
    email: 'sato@example.com',
    role: 'member',
    canExport: false,
  });
  expect(local.auth.currentUser()?.uid).toBe(DEMO_ACCOUNT.uid);
  expect((await local.auth.checkPassword('sato@example.com', 'secret1')).uid).toBe(uid);
});

test('create reports a used e-mail, a bad e-mail and a weak password by code', async () => {
  const input = { name: 'x', email: DEMO_ACCOUNT.email, password: 'secret1' };
  await expect(local.memberAccounts.create(input)).rejects.toMatchObject({
    code: 'email-already-in-use',
  });
  await expect(
    local.memberAccounts.create({ ...input, email: 'not-an-email' }),
  ).rejects.toMatchObject({ code: 'invalid-email' });
  await expect(
    local.memberAccounts.create({ ...input, email: 'new@example.com', password: '12345' }),
  ).rejects.toMatchObject({ code: 'weak-password' });
  expect(await local.data.query('members')).toHaveLength(1);
});

test('reAdd needs the password: wrong, then re-added, then already a member', async () => {
  const old = await local.auth.createAccount('old@example.com', 'old-pass1');
  const input = { name: '旧メンバー', email: 'old@example.com', password: 'wrong-1' };
  await expect(local.memberAccounts.reAdd(input)).rejects.toSatisfy(isCredentialError);
  expect(await local.data.get('members', old.uid)).toBeNull();
  expect(await local.memberAccounts.reAdd({ ...input, password: 'old-pass1' })).toBe('re-added');
  expect((await local.data.get('members', old.uid))?.data).toMatchObject({
    uid: old.uid,
    name: '旧メンバー',
  });
  expect(await local.memberAccounts.reAdd({ ...input, password: 'old-pass1' })).toBe(
    'already-member',
  );
  expect(local.auth.currentUser()?.uid).toBe(DEMO_ACCOUNT.uid);
});

test("changePassword needs the account's current password and its uid", async () => {
  const other = await local.auth.createAccount('kato@example.com', 'current1');
  const request = {
    uid: other.uid,
    email: 'kato@example.com',
    currentPassword: 'wrong-pass',
    newPassword: 'changed1',
  };
  await expect(local.memberAccounts.changePassword(request)).rejects.toSatisfy(isCredentialError);
  await expect(
    local.memberAccounts.changePassword({ ...request, currentPassword: 'current1', uid: 'other' }),
  ).rejects.toMatchObject({ code: 'invalid-credential' });
  expect((await local.auth.checkPassword('kato@example.com', 'current1')).uid).toBe(other.uid);
  await local.memberAccounts.changePassword({ ...request, currentPassword: 'current1' });
  expect((await local.auth.checkPassword('kato@example.com', 'changed1')).uid).toBe(other.uid);
  expect(local.auth.currentUser()?.uid).toBe(DEMO_ACCOUNT.uid);
});

test('like the callables, only staff may use it: signed out or refused, nothing changes', async () => {
  await local.auth.createAccount('outsider@example.com', 'secret1');
  const attempts = () => [
    local.memberAccounts.create({ name: 'x', email: 'x@example.com', password: 'secret1' }),
    local.memberAccounts.reAdd({ name: 'x', email: 'outsider@example.com', password: 'secret1' }),
    local.memberAccounts.changePassword({
      uid: DEMO_ACCOUNT.uid,
      email: DEMO_ACCOUNT.email,
      currentPassword: DEMO_ACCOUNT.password,
      newPassword: 'changed1',
    }),
  ];
  await local.auth.signOut();
  for (const attempt of attempts())
    await expect(attempt).rejects.toMatchObject({ code: 'permission-denied' });
  await local.auth.signIn('outsider@example.com', 'secret1');
  for (const attempt of attempts())
    await expect(attempt).rejects.toMatchObject({ code: 'permission-denied' });
  expect(await local.data.query('members')).toHaveLength(1);
  expect((await local.auth.checkPassword(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).uid).toBe(
    DEMO_ACCOUNT.uid,
  );
});

test('setRole: only a 管理者 changes roles, and the last 管理者 is kept', async () => {
  const { uid } = await local.memberAccounts.create({
    name: '閲覧',
    email: 'viewer@example.com',
    password: 'secret1',
    role: 'viewer',
  });
  await local.memberAccounts.setRole({ uid, role: 'member', canExport: true });
  expect((await local.data.get('members', uid))!.data).toMatchObject({
    role: 'member',
    canExport: true,
  });
  // The demo account is the only 管理者: it cannot step down.
  await expect(
    local.memberAccounts.setRole({ uid: DEMO_ACCOUNT.uid, role: 'member', canExport: true }),
  ).rejects.toMatchObject({ reason: 'last-admin' });
  const log = await local.data.query('auditLog', {
    where: [{ field: 'action', value: 'roleChanged' }],
  });
  expect(log.map((entry) => entry.data.detail)).toEqual([
    '閲覧のみ → メンバー（エクスポート・インポート可）',
  ]);
  // A メンバー may not change anyone's role.
  await local.auth.signIn('viewer@example.com', 'secret1');
  await expect(
    local.memberAccounts.setRole({ uid, role: 'admin', canExport: true }),
  ).rejects.toMatchObject({ code: 'permission-denied' });
});
