import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { permissionsFor } from '@/contracts/roles';
import { notify } from '@/components/ui/toast';
import { AuthError } from '@/lib/backend';
import { FunctionCallError } from '@/lib/backend/function-call-error';
import type { EditMemberPorts } from '../model/edit-member';
import { memberStrings } from '../strings';
import { EditMemberModal } from './edit-member-modal';

// Password hashing (PBKDF2) is slow on a loaded machine: give each find* up to 5 s and each test 30 s.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const member = {
  id: 'u1',
  uid: 'u1',
  name: '自分',
  email: 'me@example.com',
  createdAt: null,
  chatworkAccountId: null,
  permissions: permissionsFor('member', false),
};

test('own password needing a recent login: the message, the info saved, the modal open', async () => {
  const user = userEvent.setup();
  const updates: string[] = [];
  const ports: EditMemberPorts = {
    updateMemberRecord: async (_uid, fields) => {
      updates.push(fields.name);
    },
    saveChatworkKey: async () => undefined,
    changeOwnPassword: async () => {
      throw new AuthError('requires-recent-login', 'x');
    },
    changePasswordWithCurrent: async () => undefined,
    setMemberRole: async () => undefined,
  };
  const onClose = vi.fn();
  render(
    <EditMemberModal
      member={member}
      isSelf
      editorUid="u1"
      canManage={false}
      onClose={onClose}
      ports={ports}
      readKey={async () => false}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: memberStrings.editTitle });
  await user.type(within(dialog).getByLabelText(memberStrings.newPassword), 'newpass1');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    memberStrings.requiresRecentLogin,
  );
  expect(updates).toEqual(['自分']);
  expect(onClose).not.toHaveBeenCalled();
});

test('a short new password is refused before anything is saved', async () => {
  const user = userEvent.setup();
  const ports: EditMemberPorts = {
    updateMemberRecord: vi.fn<EditMemberPorts['updateMemberRecord']>(),
    saveChatworkKey: vi.fn<EditMemberPorts['saveChatworkKey']>(),
    changeOwnPassword: vi.fn<EditMemberPorts['changeOwnPassword']>(),
    changePasswordWithCurrent: vi.fn<EditMemberPorts['changePasswordWithCurrent']>(),
    setMemberRole: vi.fn<EditMemberPorts['setMemberRole']>(),
  };
  render(
    <EditMemberModal
      member={member}
      isSelf={false}
      editorUid="admin"
      canManage
      onClose={() => undefined}
      ports={ports}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: memberStrings.editTitle });
  await user.type(within(dialog).getByLabelText(memberStrings.newPassword), '12345');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'パスワードは6文字以上で入力してください',
  );
  expect(ports.updateMemberRecord).not.toHaveBeenCalled();
});

function rolePorts(setMemberRole: EditMemberPorts['setMemberRole']): EditMemberPorts {
  return {
    updateMemberRecord: async () => undefined,
    saveChatworkKey: async () => undefined,
    changeOwnPassword: async () => undefined,
    changePasswordWithCurrent: async () => undefined,
    setMemberRole,
  };
}

test('an administrator makes a member 閲覧のみ: the role is sent, the export right off', async () => {
  const user = userEvent.setup();
  const setMemberRole = vi.fn<EditMemberPorts['setMemberRole']>(async () => undefined);
  const onClose = vi.fn();
  render(
    <EditMemberModal
      member={{ ...member, permissions: permissionsFor('member', true) }}
      isSelf={false}
      editorUid="admin"
      canManage
      onClose={onClose}
      ports={rolePorts(setMemberRole)}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: memberStrings.editTitle });
  const exportRight = within(dialog).getByRole('checkbox', { name: memberStrings.exportRight });
  expect(exportRight).toBeChecked();
  await user.selectOptions(within(dialog).getByLabelText(memberStrings.role), '閲覧のみ');
  expect(exportRight).not.toBeChecked();
  expect(exportRight).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(setMemberRole).toHaveBeenCalledWith('u1', { role: 'viewer', canExport: true });
});

test('the last 管理者 kept: the server refuses and the dialog says why', async () => {
  const user = userEvent.setup();
  const toast = vi.spyOn(notify, 'error');
  const refused = new FunctionCallError('failed-precondition', 'x', {
    reason: CALLABLE_REASONS.lastAdmin,
  });
  render(
    <EditMemberModal
      member={{ ...member, permissions: permissionsFor('admin', true) }}
      isSelf
      editorUid="u1"
      canManage
      onClose={() => undefined}
      ports={rolePorts(async () => {
        throw refused;
      })}
      readKey={async () => false}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: memberStrings.editTitle });
  await user.selectOptions(within(dialog).getByLabelText(memberStrings.role), 'メンバー');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(memberStrings.lastAdmin));
});

test('a member editing themself sees no 権限 control', () => {
  render(
    <EditMemberModal
      member={member}
      isSelf
      editorUid="u1"
      canManage={false}
      onClose={() => undefined}
      ports={rolePorts(async () => undefined)}
      readKey={async () => false}
    />,
  );
  expect(screen.queryByLabelText(memberStrings.role)).not.toBeInTheDocument();
});
