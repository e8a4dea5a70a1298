import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonStrings } from './strings';
import { notify, TOAST_DURATION_MS, ToastViewport } from './toast';

test('the toast duration is the spec value, 3 seconds', () => {
  expect(TOAST_DURATION_MS).toBe(3000);
});

test('each toast type shows its message and can be closed by hand', async () => {
  const user = userEvent.setup();
  render(<ToastViewport />);
  act(() => {
    notify.success('アンケートを公開しました');
    notify.error('公開に失敗しました');
    notify.warning('注意してください');
    notify.info('アンケートを複製しました');
  });
  for (const text of [
    'アンケートを公開しました',
    '公開に失敗しました',
    '注意してください',
    'アンケートを複製しました',
  ]) {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('region', { name: /^通知/ })).toBeInTheDocument();
  const closeButtons = screen.getAllByRole('button', { name: commonStrings.closeNotification });
  expect(closeButtons.length).toBeGreaterThanOrEqual(4);
  await user.click(closeButtons[0]!);
  await vi.waitFor(() =>
    expect(screen.getAllByRole('button', { name: commonStrings.closeNotification }).length).toBe(
      closeButtons.length - 1,
    ),
  );
});
