import { permissionsFor } from '@/contracts/roles';
import { AuthError } from '@/lib/backend';
import { memberStrings } from '../strings';
import {
  MemberUpdateError,
  passwordProblemMessage,
  saveMemberEdit,
  type EditMemberPorts,
  type EditMemberRequest,
} from './edit-member';

function fakePorts(options: { updateError?: Error; passwordError?: AuthError } = {}) {
  const calls: string[] = [];
  const ports: EditMemberPorts = {
    async updateMemberRecord(uid, fields, by) {
      if (options.updateError) throw options.updateError;
      calls.push(`update ${uid} ${fields.name} ${fields.email} by ${by}`);
    },
    async setMemberRole(uid, choice) {
      calls.push(`role ${uid} ${choice.role} ${choice.canExport}`);
    },
    async saveChatworkKey(uid, key) {
      calls.push(`key ${uid} ${key}`);
    },
    async changeOwnPassword(newPassword) {
      if (options.passwordError) throw options.passwordError;
      calls.push(`own ${newPassword}`);
    },
    async changePasswordWithCurrent(request) {
      if (options.passwordError) throw options.passwordError;
      calls.push(
        `other ${request.email} ${request.currentPassword} ${request.newPassword} ${request.uid}`,
      );
    },
  };
  return { ports, calls };
}

const member = {
  id: 'u2',
  uid: 'u2',
  name: '佐藤',
  email: 'sato@example.com',
  createdAt: null,
  chatworkAccountId: null,
  permissions: permissionsFor('member', false),
};
const request = (overrides: Partial<EditMemberRequest> = {}): EditMemberRequest => ({
  member,
  by: 'admin',
  isSelf: false,
  input: { name: ' 佐藤 花子 ', email: 'new@example.com', newPassword: '' },
  currentPassword: null,
  ...overrides,
});

test('without a new password only name and e-mail are saved (trimmed)', async () => {
  const { ports, calls } = fakePorts();
  expect(await saveMemberEdit(request(), ports)).toBe('unchanged');
  expect(calls).toEqual(['update u2 佐藤 花子 new@example.com by admin']);
});

test('a legacy record whose id is not its uid is updated by its id', async () => {
  const { ports, calls } = fakePorts();
  const legacy = { ...member, id: 'legacy-doc-id' };
  await saveMemberEdit(request({ member: legacy }), ports);
  expect(calls).toEqual(['update legacy-doc-id 佐藤 花子 new@example.com by admin']);
});

test('own row: the key is saved only when it changed, then the own password directly', async () => {
  const { ports, calls } = fakePorts();
  const result = await saveMemberEdit(
    request({
      isSelf: true,
      input: {
        name: '佐藤',
        email: 'sato@example.com',
        newPassword: 'newpass1',
        chatworkKey: ' k2 ',
      },
      loadedChatworkKey: 'k1',
    }),
    ports,
  );
  expect(result).toBe('changed');
  expect(calls).toEqual(['update u2 佐藤 sato@example.com by admin', 'key u2 k2', 'own newpass1']);
  const unchanged = fakePorts();
  await saveMemberEdit(
    request({
      isSelf: true,
      input: { name: '佐藤', email: 'sato@example.com', newPassword: '', chatworkKey: 'k1' },
      loadedChatworkKey: 'k1',
    }),
    unchanged.ports,
  );
  expect(unchanged.calls).toEqual(['update u2 佐藤 sato@example.com by admin']);
});

test("another member's password: info first, then with the current password and the old sign-in e-mail", async () => {
  const { ports, calls } = fakePorts();
  const result = await saveMemberEdit(
    request({ input: { ...request().input, newPassword: 'newpass1' }, currentPassword: 'cur' }),
    ports,
  );
  expect(result).toBe('changed');
  expect(calls).toEqual([
    'update u2 佐藤 花子 new@example.com by admin',
    'other sato@example.com cur newpass1 u2',
  ]);
});

test('no current password: the info update stands and the message says so', async () => {
  const { ports, calls } = fakePorts();
  const result = await saveMemberEdit(
    request({ input: { ...request().input, newPassword: 'newpass1' } }),
    ports,
  );
  expect(result).toBe('current-password-missing');
  expect(calls).toHaveLength(1);
  expect(passwordProblemMessage(result)).toBe(memberStrings.currentPasswordMissing);
  expect(memberStrings.currentPasswordMissing).toContain('現在のパスワード');
  expect(memberStrings.currentPasswordMissing).toContain('名前とメールアドレスのみ更新しました');
});

test('wrong current password and requires-recent-login each get their message', async () => {
  const other = request({
    input: { ...request().input, newPassword: 'newpass1' },
    currentPassword: 'x',
  });
  for (const code of ['invalid-credential', 'wrong-password'] as const) {
    const { ports } = fakePorts({ passwordError: new AuthError(code, 'x') });
    const result = await saveMemberEdit(other, ports);
    expect(result).toBe('wrong-current-password');
    expect(passwordProblemMessage(result)).toBe(memberStrings.wrongCurrentPassword);
  }
  const { ports } = fakePorts({ passwordError: new AuthError('requires-recent-login', 'x') });
  const result = await saveMemberEdit({ ...other, isSelf: true }, ports);
  expect(result).toBe('requires-recent-login');
  expect(passwordProblemMessage(result)).toBe(memberStrings.requiresRecentLogin);
  expect(memberStrings.requiresRecentLogin).toContain('再ログイン');
});

test('another password failure keeps its reason; success needs no message', async () => {
  const { ports } = fakePorts({ passwordError: new AuthError('unknown', '通信エラー') });
  const result = await saveMemberEdit(
    request({ isSelf: true, input: { ...request().input, newPassword: 'newpass1' } }),
    ports,
  );
  expect(passwordProblemMessage(result)).toBe(memberStrings.passwordChangeFailed('通信エラー'));
  expect(passwordProblemMessage('changed')).toBeNull();
  expect(passwordProblemMessage('unchanged')).toBeNull();
});

test('a failed info update throws and tries no password', async () => {
  const { ports, calls } = fakePorts({ updateError: new Error('denied') });
  await expect(
    saveMemberEdit(request({ input: { ...request().input, newPassword: 'newpass1' } }), ports),
  ).rejects.toBeInstanceOf(MemberUpdateError);
  expect(calls).toEqual([]);
});

test('a 権限 chosen by an administrator is set only when it differs', async () => {
  const same = fakePorts();
  await saveMemberEdit(
    request({
      input: {
        name: '佐藤',
        email: 'sato@example.com',
        newPassword: '',
        roleChoice: { role: 'member', canExport: false },
      },
    }),
    same.ports,
  );
  expect(same.calls).toEqual(['update u2 佐藤 sato@example.com by admin']);
  const changed = fakePorts();
  await saveMemberEdit(
    request({
      input: {
        name: '佐藤',
        email: 'sato@example.com',
        newPassword: '',
        roleChoice: { role: 'member', canExport: true },
      },
    }),
    changed.ports,
  );
  expect(changed.calls).toEqual([
    'update u2 佐藤 sato@example.com by admin',
    'role u2 member true',
  ]);
});
