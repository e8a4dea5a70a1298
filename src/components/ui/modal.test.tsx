import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
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
