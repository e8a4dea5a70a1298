import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerComment } from '../model/comment';
import { commentStrings as s } from '../../strings';
import { CommentItem } from './comment-item';

const MEMBERS = [
  { uid: 'u-me', name: '佐藤' },
  { uid: 'u-other', name: '田中' },
];
const comment = (over: Partial<CustomerComment>): CustomerComment => ({
  id: 'c',
  table: 'sa_list',
  rowId: 'r1',
  body: '',
  authorUid: 'u-me',
  mentions: [],
  createdAt: new Date('2026-11-29T01:02:00Z'),
  editedAt: null,
  deleted: false,
  ...over,
});
const COMMENTS = [
  comment({ id: 'c1', body: '見積もり https://example.com/q.pdf を送りました <b>太字</b>' }),
  comment({ id: 'c2', authorUid: 'u-other', body: '確認しました', editedAt: new Date() }),
  comment({ id: 'c3', deleted: true }),
  comment({ id: 'c4', authorUid: 'u-gone', body: '前任者のメモ javascript:alert(1)' }),
];

function renderList(onEdit = vi.fn(async () => {}), onRemove = vi.fn(async () => {})) {
  render(
    <ol aria-label={s.list}>
      {COMMENTS.map((c) => (
        <CommentItem
          key={c.id}
          comment={c}
          members={MEMBERS}
          me="u-me"
          onEdit={onEdit}
          onRemove={onRemove}
        />
      ))}
    </ol>,
  );
  return {
    onEdit,
    onRemove,
    items: within(screen.getByRole('list', { name: s.list })).getAllByRole('listitem'),
  };
}

describe('CommentItem', () => {
  it('names authors, says 編集済み and コメントは削除されました, links http(s) only, never HTML', () => {
    const { items } = renderList();
    expect(items[0]).toHaveTextContent('佐藤2026/11/29 10:02');
    const link = within(items[0]!).getByRole('link', { name: 'https://example.com/q.pdf' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(items[0]).toHaveTextContent('<b>太字</b>');
    expect(items[1]).toHaveTextContent('田中');
    expect(items[1]).toHaveTextContent(s.edited);
    expect(items[2]).toHaveTextContent(s.removed);
    expect(items[3]).toHaveTextContent(s.unknownAuthor);
    expect(within(items[3]!).queryByRole('link')).toBeNull();
  });

  it('only the author edits in place or deletes (asked first)', async () => {
    const user = userEvent.setup();
    const { items, onEdit, onRemove } = renderList();
    expect(within(items[1]!).queryByRole('button', { name: s.edit })).toBeNull();
    expect(within(items[2]!).queryByRole('button', { name: s.remove })).toBeNull();

    await user.click(within(items[0]!).getByRole('button', { name: s.edit }));
    const box = within(items[0]!).getByRole('textbox', { name: s.label });
    await user.clear(box);
    await user.type(box, '再送しました @田');
    await user.keyboard('{Enter}');
    await user.click(within(items[0]!).getByRole('button', { name: s.save }));
    expect(onEdit).toHaveBeenCalledWith('c1', '再送しました @田中 ', ['u-other']);

    await user.click(within(items[0]!).getByRole('button', { name: s.remove }));
    const ask = screen.getByRole('dialog', { name: s.removeConfirmTitle });
    await user.click(within(ask).getByRole('button', { name: s.remove }));
    expect(onRemove).toHaveBeenCalledWith('c1');
  });
});
