import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commentStrings as s } from '../../strings';
import { CommentBox } from './comment-box';

const MEMBERS = [
  { uid: 'u-sato', name: '佐藤' },
  { uid: 'u-hanako', name: '佐藤花子' },
  { uid: 'u-tanaka', name: '田中' },
];

const box = () => screen.getByRole('textbox', { name: s.label });
const list = () => screen.queryByRole('listbox', { name: s.members });

describe('CommentBox', () => {
  it('「@」 offers the members, narrowed as one types; arrows and Enter choose one', async () => {
    const user = userEvent.setup();
    render(<CommentBox members={MEMBERS} onSubmit={vi.fn()} />);
    await user.type(box(), '確認 @');
    expect(list()).not.toBeNull();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '佐藤',
      '佐藤花子',
      '田中',
    ]);
    await user.type(box(), '佐');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('option', { name: '佐藤' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box()).toHaveValue('確認 @佐藤花子 ');
    expect(list()).toBeNull();
    expect(box()).toHaveFocus();
  });

  it('a click chooses too; Escape closes the list and typing goes on', async () => {
    const user = userEvent.setup();
    render(<CommentBox members={MEMBERS} onSubmit={vi.fn()} />);
    await user.type(box(), '@');
    await user.click(screen.getByRole('option', { name: '田中' }));
    expect(box()).toHaveValue('@田中 ');
    await user.type(box(), '@');
    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    await user.type(box(), 'x');
    expect(box()).toHaveValue('@田中 @x');
  });

  it('Ctrl+Enter posts the text and the members it names, then the box empties', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    render(<CommentBox members={MEMBERS} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: s.post })).toBeDisabled();
    await user.type(box(), '@佐藤花子 さん、@田中 さん 確認お願いします');
    await user.keyboard('{Escape}{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith('@佐藤花子 さん、@田中 さん 確認お願いします', [
      'u-hanako',
      'u-tanaka',
    ]);
    await vi.waitFor(() => expect(box()).toHaveValue(''));
  });

  it('a key that confirms an IME conversion never chooses or posts', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    render(<CommentBox members={MEMBERS} onSubmit={onSubmit} />);
    await user.type(box(), '@佐');
    expect(list()).not.toBeNull();
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box(), { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true, isComposing: true });
    expect(box()).toHaveValue('@佐');
    expect(onSubmit).not.toHaveBeenCalled();
    // The same Enter outside a conversion chooses.
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box()).toHaveValue('@佐藤 ');
  });

  it('an edit starts from the comment, saves and can be cancelled; a long text says so', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    const onCancel = vi.fn();
    render(
      <CommentBox members={MEMBERS} initial="元の文" onSubmit={onSubmit} onCancel={onCancel} />,
    );
    expect(box()).toHaveValue('元の文');
    await user.type(box(), 'を直した');
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(onSubmit).toHaveBeenCalledWith('元の文を直した', []);
    await user.click(screen.getByRole('button', { name: s.cancel }));
    expect(onCancel).toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: 'あ'.repeat(5001) } });
    expect(screen.getByText(s.tooLong('5,000'))).toBeVisible();
    expect(screen.getByRole('button', { name: s.save })).toBeDisabled();
  });
});
