import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonStrings } from './strings';
import { notify, TOAST_DURATION_MS, ToastViewport } from './toast';

afterEach(() => {
  vi.useRealTimers();
});

function toastOf(text: string): HTMLElement {
  const toast = screen.getAllByRole('listitem').find((item) => within(item).queryByText(text));
  if (!toast) throw new Error(`no toast holds ${text}`);
  return toast;
}

test('each toast type shows its message with its own type, bottom right, closable by hand', async () => {
  const user = userEvent.setup();
  render(<ToastViewport />);
  act(() => {
    notify.success('アンケートを公開しました');
    notify.error('公開に失敗しました');
    notify.warning('注意してください');
    notify.info('アンケートを複製しました');
  });
  const expected = {
    アンケートを公開しました: 'success',
    公開に失敗しました: 'error',
    注意してください: 'warning',
    アンケートを複製しました: 'info',
  };
  for (const [text, type] of Object.entries(expected)) {
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(toastOf(text)).toHaveAttribute('data-type', type);
  }
  const region = screen.getByRole('region', { name: /^通知/ });
  const list = within(region).getByRole('list');
  expect(list).toHaveAttribute('data-y-position', 'bottom');
  expect(list).toHaveAttribute('data-x-position', 'right');

  const closeButtons = screen.getAllByRole('button', { name: commonStrings.closeNotification });
  expect(closeButtons).toHaveLength(4);
  await user.click(closeButtons[0]!);
  await vi.waitFor(() =>
    expect(screen.getAllByRole('button', { name: commonStrings.closeNotification })).toHaveLength(
      3,
    ),
  );
});

test('a toast stays for 3 seconds and then closes by itself', async () => {
  expect(TOAST_DURATION_MS).toBe(3000);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(<ToastViewport />);
  act(() => {
    notify.success('保存しました');
  });
  expect(await screen.findByText('保存しました')).toBeInTheDocument();

  await act(async () => {
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500);
  });
  expect(screen.getByText('保存しました')).toBeInTheDocument();

  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_500);
  });
  await vi.waitFor(() => expect(screen.queryByText('保存しました')).not.toBeInTheDocument());
});
