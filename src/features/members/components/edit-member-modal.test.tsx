import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthError } from '@/lib/backend';
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
  };
  const onClose = vi.fn();
  render(
    <EditMemberModal
      member={member}
      isSelf
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
  };
  render(
    <EditMemberModal member={member} isSelf={false} onClose={() => undefined} ports={ports} />,
  );
  const dialog = screen.getByRole('dialog', { name: memberStrings.editTitle });
  await user.type(within(dialog).getByLabelText(memberStrings.newPassword), '12345');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.save }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'パスワードは6文字以上で入力してください',
  );
  expect(ports.updateMemberRecord).not.toHaveBeenCalled();
});
