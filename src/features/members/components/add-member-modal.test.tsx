import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastViewport } from '@/components/ui/toast';
import { AuthError } from '@/lib/backend';
import type { AddMemberPorts } from '../model/add-member';
import { memberStrings } from '../strings';
import { AddMemberModal } from './add-member-modal';

// Password hashing (PBKDF2) is slow on a loaded machine: give each find* up to 5 s and each test 30 s.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** Errors only the Firebase backend produces (server password policy, rate limits, outages). */
function failing(createCode: AuthError['code'], checkCode?: AuthError['code']): AddMemberPorts {
  return {
    createMember: async () => {
      throw new AuthError(createCode, 'create failed');
    },
    reAddMember: async () => {
      throw new AuthError(checkCode ?? 'unknown', 'サインインできません');
    },
  };
}

test.each([
  [failing('weak-password'), 'パスワードが弱すぎます'],
  [failing('invalid-email'), '無効なメールアドレスです'],
  [failing('network-request-failed'), 'メンバーの追加に失敗しました'],
  [
    failing('email-already-in-use', 'too-many-requests'),
    '試行回数が多すぎます。しばらく時間を置いてからお試しください。',
  ],
  [
    failing('email-already-in-use', 'unknown'),
    'メンバーの再追加に失敗しました: サインインできません',
  ],
  [
    failing('email-already-in-use', 'invalid-credential'),
    'このメールアドレスは既に使用されています。削除前のパスワードを入力してください。',
  ],
])('each failure shows its message and keeps the modal open (%#)', async (ports, message) => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(
    <>
      <AddMemberModal open onClose={onClose} ports={ports} />
      <ToastViewport />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: memberStrings.addTitle });
  await user.type(within(dialog).getByLabelText(/名前/), '山本');
  await user.type(within(dialog).getByLabelText(/メールアドレス/), 'y@example.com');
  await user.type(within(dialog).getByLabelText(/パスワード/), 'secret1');
  await user.click(within(dialog).getByRole('button', { name: memberStrings.add }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
