import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CellEditor } from './cell-editor';

const customers = [
  { value: 'c1', label: '山田商事' },
  { value: 'c2', label: '佐藤工業' },
  { value: 'c3', label: '山本物産' },
];

function openEditor(draft = '') {
  const onCommit = vi.fn();
  const onDraftChange = vi.fn();
  render(
    <CellEditor
      kind="select"
      searchable
      label="顧客"
      draft={draft}
      error={null}
      saving={false}
      options={customers}
      onDraftChange={onDraftChange}
      onCommit={onCommit}
      onCancel={vi.fn()}
    />,
  );
  return { onCommit, onDraftChange };
}

const listed = () =>
  screen
    .getAllByRole('option')
    .map((option) => option.textContent)
    .slice(1);

describe('a searchable select cell', () => {
  test('the search box comes first and filters the choices by name', async () => {
    openEditor();
    const search = screen.getByRole('searchbox', { name: '顧客を検索' });
    expect(search).toHaveFocus();
    expect(listed()).toEqual(['山田商事', '佐藤工業', '山本物産']);
    await userEvent.type(search, '山');
    expect(listed()).toEqual(['山田商事', '山本物産']);
  });

  test('Enter takes the first match; choosing in the list takes that one', async () => {
    const { onCommit } = openEditor();
    const search = screen.getByRole('searchbox', { name: '顧客を検索' });
    await userEvent.type(search, '佐藤{Enter}');
    expect(onCommit).toHaveBeenCalledWith(null, 'c2');
    await userEvent.clear(search);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '顧客' }), '山田商事');
    expect(onCommit).toHaveBeenLastCalledWith(null, 'c1');
  });

  test('an IME’s Enter confirms the conversion and picks nothing', () => {
    const { onCommit } = openEditor();
    const search = screen.getByRole('searchbox', { name: '顧客を検索' });
    fireEvent.change(search, { target: { value: 'やま' } });
    fireEvent.keyDown(search, { key: 'Enter', isComposing: true, keyCode: 229 });
    expect(onCommit).not.toHaveBeenCalled();
  });

  test('the current choice stays listed whatever the search says', async () => {
    openEditor('c2');
    await userEvent.type(screen.getByRole('searchbox', { name: '顧客を検索' }), '山');
    expect(listed()).toEqual(['佐藤工業', '山田商事', '山本物産']);
  });
});
