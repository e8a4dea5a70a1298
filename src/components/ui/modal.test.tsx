import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>開く</Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClose?.();
        }}
        title="アンケート設定"
        size="lg"
      >
        <input aria-label="説明" />
        <button type="button">保存</button>
      </Modal>
    </>
  );
}

test('the dialog is labelled by its title and takes focus', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: '開く' }));
  const dialog = screen.getByRole('dialog', { name: 'アンケート設定' });
  // Focus is the thing under test, so reading document.activeElement is the point.
  // eslint-disable-next-line testing-library/no-node-access
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

test('Tab stays inside the dialog (focus trap)', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: '開く' }));
  const dialog = screen.getByRole('dialog');
  for (let i = 0; i < 5; i += 1) {
    await user.tab();
    // Focus is the thing under test, so reading document.activeElement is the point.
    // eslint-disable-next-line testing-library/no-node-access
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

test('Escape closes it', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: '開く' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onClose).toHaveBeenCalledOnce();
});

test('focus starts on the first field of the body, not on the close button', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: '開く' }));
  expect(screen.getByRole('textbox', { name: '説明' })).toHaveFocus();
});

test('closing returns focus to the button that opened it', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: '開く' }));
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: '開く' })).toHaveFocus();
});

/** Opened from state, the way a route guard or a keyboard shortcut opens a dialog. */
function ProgrammaticHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <input
        aria-label="検索"
        onKeyDown={(event) => {
          if (event.key === 'Delete') setOpen(true);
        }}
      />
      <ConfirmDialog
        open={open}
        title="削除しますか"
        message="元に戻せません"
        confirmLabel="削除"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

test('a confirm dialog opened from state starts on cancel and gives focus back on close', async () => {
  const user = userEvent.setup();
  render(<ProgrammaticHarness />);
  await user.click(screen.getByRole('textbox', { name: '検索' }));
  await user.keyboard('{Delete}');
  expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: '削除' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '検索' })).toHaveFocus();
});

function VanishingOpenerHarness() {
  const [open, setOpen] = useState(false);
  const [rowExists, setRowExists] = useState(true);
  return (
    <main tabIndex={-1} aria-label="本文">
      {rowExists ? <Button onClick={() => setOpen(true)}>行を削除</Button> : null}
      <ConfirmDialog
        open={open}
        title="削除しますか"
        message="元に戻せません"
        confirmLabel="削除"
        onConfirm={() => {
          setRowExists(false);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </main>
  );
}

test('when the opener is gone, focus lands on the main landmark instead of the body', async () => {
  const user = userEvent.setup();
  render(<VanishingOpenerHarness />);
  await user.click(screen.getByRole('button', { name: '行を削除' }));
  await user.click(screen.getByRole('button', { name: '削除' }));
  expect(screen.getByRole('main', { name: '本文' })).toHaveFocus();
});
