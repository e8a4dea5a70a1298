import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

function Harness() {
  return (
    <section aria-label="カード">
      <Popover>
        <PopoverTrigger asChild>
          <button type="button">色を変更</button>
        </PopoverTrigger>
        <PopoverContent aria-label="色">
          <button type="button">レッド</button>
        </PopoverContent>
      </Popover>
    </section>
  );
}

test('opens from its trigger, stays inside its card, and Escape returns focus to the trigger', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const trigger = screen.getByRole('button', { name: '色を変更' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'カード' })).toContainElement(
    screen.getByRole('button', { name: 'レッド' }),
  );
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('button', { name: 'レッド' })).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});
