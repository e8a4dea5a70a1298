import { AuthError } from '@/lib/backend';
import { memberStrings } from '../strings';
import {
  addMember,
  AddMemberError,
  addMemberErrorMessage,
  addMemberOutcomeMessage,
  type AddMemberPorts,
} from './add-member';

/**
 * A typed fake of the members accounts (the callables, or the local adapter): accounts by
 * e-mail, member uids, and what was written.
 */
function fakePorts(options: {
  accounts?: Record<string, { uid: string; password: string }>;
  members?: string[];
  createError?: AuthError;
  checkError?: AuthError;
  writeError?: Error;
}) {
  const accounts = { ...options.accounts };
  const members = new Set(options.members ?? []);
  const written: { uid: string; name: string; email: string }[] = [];
  const write = (record: { uid: string; name: string; email: string }) => {
    if (options.writeError) throw options.writeError;
    written.push(record);
    members.add(record.uid);
  };
  const ports: AddMemberPorts = {
    async createMember({ name, email, password }) {
      if (options.createError) throw options.createError;
      if (accounts[email]) throw new AuthError('email-already-in-use', 'in use');
      // The account is made first: a failed record write leaves it behind (as on the server).
      accounts[email] = { uid: `uid-${email}`, password };
      write({ uid: `uid-${email}`, name, email });
      return { uid: `uid-${email}` };
    },
    async reAddMember({ name, email, password }) {
      if (options.checkError) throw options.checkError;
      const account = accounts[email];
      if (!account || account.password !== password)
        throw new AuthError('invalid-credential', 'bad');
      if (members.has(account.uid)) return 'already-member';
      write({ uid: account.uid, name, email });
      return 're-added';
    },
  };
  return { ports, written, accounts };
}

const input = { name: ' 佐藤 ', email: ' sato@example.com ', password: 'secret1' };

test('a new e-mail: the account is created and the member written with trimmed values', async () => {
  const { ports, written } = fakePorts({});
  expect(await addMember(input, ports)).toBe('added');
  expect(written).toEqual([
    { uid: 'uid-sato@example.com', name: '佐藤', email: 'sato@example.com' },
  ]);
  expect(addMemberOutcomeMessage('added')).toBe('メンバーを追加しました');
});

test('e-mail in use, right password, not a member: re-added', async () => {
  const { ports, written } = fakePorts({
    accounts: { 'sato@example.com': { uid: 'old-uid', password: 'secret1' } },
  });
  expect(await addMember(input, ports)).toBe('re-added');
  expect(written[0]?.uid).toBe('old-uid');
  expect(addMemberOutcomeMessage('re-added')).toBe('メンバーを再追加しました');
});

test('e-mail in use and already a member: nothing written', async () => {
  const { ports, written } = fakePorts({
    accounts: { 'sato@example.com': { uid: 'old-uid', password: 'secret1' } },
    members: ['old-uid'],
  });
  expect(await addMember(input, ports)).toBe('already-member');
  expect(written).toEqual([]);
  expect(addMemberOutcomeMessage('already-member')).toBe('このメンバーは既に登録されています');
});

test('an account created before a failed member write is repaired by adding again', async () => {
  const first = fakePorts({ writeError: new Error('offline') });
  await expect(addMember(input, first.ports)).rejects.toBeInstanceOf(AddMemberError);
  // Same accounts, the write works now.
  const second = fakePorts({ accounts: first.accounts });
  expect(await addMember(input, second.ports)).toBe('re-added');
  expect(second.written[0]?.uid).toBe('uid-sato@example.com');
});

async function messageFor(options: Parameters<typeof fakePorts>[0]) {
  const { ports } = fakePorts(options);
  return addMember(input, ports).then(
    () => 'resolved',
    (error: unknown) => addMemberErrorMessage(error),
  );
}

const inUse = { 'sato@example.com': { uid: 'old-uid', password: 'another1' } };

test('re-add with the wrong password asks for the password from before the deletion', async () => {
  expect(await messageFor({ accounts: inUse })).toBe(
    'このメールアドレスは既に使用されています。削除前のパスワードを入力してください。',
  );
  expect(
    await messageFor({ accounts: inUse, checkError: new AuthError('wrong-password', 'x') }),
  ).toBe(memberStrings.reAddWrongPassword);
});

test('re-add: too many requests, and any other failure with its reason', async () => {
  expect(
    await messageFor({ accounts: inUse, checkError: new AuthError('too-many-requests', 'x') }),
  ).toBe('試行回数が多すぎます。しばらく時間を置いてからお試しください。');
  expect(
    await messageFor({ accounts: inUse, checkError: new AuthError('unknown', 'サーバーエラー') }),
  ).toBe('メンバーの再追加に失敗しました: サーバーエラー');
});

test('create errors: invalid e-mail, weak password, anything else', async () => {
  expect(await messageFor({ createError: new AuthError('invalid-email', 'x') })).toBe(
    '無効なメールアドレスです',
  );
  expect(await messageFor({ createError: new AuthError('weak-password', 'x') })).toBe(
    'パスワードが弱すぎます',
  );
  expect(await messageFor({ createError: new AuthError('network-request-failed', 'x') })).toBe(
    'メンバーの追加に失敗しました',
  );
  expect(await messageFor({ writeError: new Error('permission-denied') })).toBe(
    'メンバーの追加に失敗しました',
  );
});
