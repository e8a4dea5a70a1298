import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gridStrings } from './strings';
import {
  cell,
  editor,
  giveGridLayout,
  initial,
  setRowsFromOutside,
  setup,
} from './grid-test-support';

// Many user-event steps per test on a shared, loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(giveGridLayout);

test('grid semantics: a grid with column headers, rows and cells; icon buttons are named', () => {
  setup();
  const grid = screen.getByRole('grid', { name: '顧客' });
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['お気に入り', '名前', 'メモ', '優先度']);
  expect(within(grid).getAllByRole('row')).toHaveLength(3);
  expect(within(grid).getAllByRole('button', { name: 'お気に入り' })).toHaveLength(2);
});

test('click, type, Enter saves only that field once; the editor closes', async () => {
  const { user, onSave } = setup();
  await user.click(cell('アオバ商事'));
  await user.clear(editor('名前'));
  await user.type(editor('名前'), '青葉商事{Enter}');
  expect(onSave).toHaveBeenCalledExactlyOnceWith('r1', 'name', '青葉商事');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(await screen.findByText('青葉商事')).toBeInTheDocument();
});

test('Escape cancels without writing; the cross does too', async () => {
  const { user, onSave } = setup();
  await user.click(cell('アオバ商事'));
  await user.type(editor('名前'), 'xyz{Escape}');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(cell('アオバ商事'));
  await user.type(editor('名前'), 'xyz');
  await user.click(screen.getByRole('button', { name: gridStrings.cancel }));
  expect(onSave).not.toHaveBeenCalled();
  expect(screen.getByText('アオバ商事')).toBeInTheDocument();
});

test('an unchanged value is not written; the check button saves', async () => {
  const { user, onSave } = setup();
  await user.click(cell('アオバ商事'));
  await user.click(screen.getByRole('button', { name: gridStrings.save }));
  expect(onSave).not.toHaveBeenCalled();
  await user.click(cell('アオバ商事'));
  await user.type(editor('名前'), '!');
  await user.click(screen.getByRole('button', { name: gridStrings.save }));
  expect(onSave).toHaveBeenCalledExactlyOnceWith('r1', 'name', 'アオバ商事!');
});

test('clicking elsewhere saves', async () => {
  const { user, onSave } = setup();
  await user.click(cell('アオバ商事'));
  await user.type(editor('名前'), '!');
  await user.click(cell('ひかりデザイン'));
  await waitFor(() => expect(onSave).toHaveBeenCalledWith('r1', 'name', 'アオバ商事!'));
  expect(await screen.findByRole('textbox', { name: '名前' })).toHaveValue('ひかりデザイン');
});

test('Enter, Escape and Tab do nothing while an IME composes (isComposing or keyCode 229)', async () => {
  const { user, onSave } = setup();
  await user.click(cell('アオバ商事'));
  const input = editor('名前');
  fireEvent.compositionStart(input);
  fireEvent.change(input, { target: { value: 'アオバ商事かぶ' } });
  fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
  fireEvent.keyDown(input, { key: 'Escape', isComposing: true });
  fireEvent.keyDown(input, { key: 'Tab', isComposing: true });
  fireEvent.compositionEnd(input);
  // Safari: the confirming Enter arrives after compositionend, as keyCode 229
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
  expect(onSave).not.toHaveBeenCalled();
  expect(editor('名前')).toHaveValue('アオバ商事かぶ');
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(onSave).toHaveBeenCalledExactlyOnceWith('r1', 'name', 'アオバ商事かぶ'),
  );
});

test('a failed save keeps the editor open with the typed text and the message', async () => {
  const onSave = vi.fn(async () => {
    throw new Error('offline');
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = setup(onSave);
  await user.click(cell('アオバ商事'));
  await user.clear(editor('名前'));
  await user.type(editor('名前'), '入力した名前{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('更新に失敗しました');
  expect(editor('名前')).toHaveValue('入力した名前');
  // clicking another cell does not throw the text away either
  await user.click(cell('ひかりデザイン'));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  expect(editor('名前')).toHaveValue('入力した名前');
});

test('Tab saves and moves to the next editable cell; Shift+Tab to the previous', async () => {
  const { user, onSave } = setup();
  await user.click(cell('アオバ商事'));
  await user.type(editor('名前'), '!');
  await user.keyboard('{Tab}');
  await waitFor(() => expect(onSave).toHaveBeenCalledWith('r1', 'name', 'アオバ商事!'));
  expect(await screen.findByRole('textbox', { name: 'メモ' })).toHaveFocus();
  await user.keyboard('{Shift>}{Tab}{/Shift}');
  expect(await screen.findByRole('textbox', { name: '名前' })).toHaveValue('アオバ商事!');
});

test('Shift+Enter in a multi-line cell inserts a line break; Enter saves', async () => {
  const { user, onSave } = setup();
  await user.click(cell('一行目'));
  await user.keyboard('{Shift>}{Enter}{/Shift}二行目{Enter}');
  expect(onSave).toHaveBeenCalledExactlyOnceWith('r2', 'memo', '一行目\n二行目');
});

test('a select saves as soon as a value is chosen', async () => {
  const { user, onSave } = setup();
  const rankCells = screen
    .getAllByRole('gridcell')
    .filter((c) => c.getAttribute('aria-colindex') === '4');
  await user.click(rankCells[1]!);
  await user.selectOptions(screen.getByRole('combobox', { name: '優先度' }), 'B');
  expect(onSave).toHaveBeenCalledExactlyOnceWith('r2', 'rank', 'B');
});

test('typing on a selected cell starts editing with that character (none lost)', async () => {
  const { user } = setup();
  cell('アオバ商事').focus();
  await user.keyboard('x');
  expect(editor('名前')).toHaveValue('x');
  await user.keyboard('yz');
  expect(editor('名前')).toHaveValue('xyz');
});

test('live changes are held while editing and shown after; a change to the same field asks first', async () => {
  const { user, onSave } = setup();
  await user.click(cell('アオバ商事'));
  await user.type(editor('名前'), '!');
  act(() =>
    setRowsFromOutside([
      { ...initial[0]!, name: '他の人の名前' },
      { ...initial[1]!, name: 'ひかり（更新）' },
    ]),
  );
  // nothing moves under the editor
  expect(screen.getByText('ひかりデザイン')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: gridStrings.conflictTitle });
  expect(dialog).toHaveTextContent('「他の人の名前」');
  expect(onSave).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: gridStrings.keepEditing }));
  await waitFor(() => expect(editor('名前')).toHaveFocus());
  expect(editor('名前')).toHaveValue('アオバ商事!');
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('button', { name: gridStrings.overwrite }));
  await waitFor(() => expect(onSave).toHaveBeenCalledExactlyOnceWith('r1', 'name', 'アオバ商事!'));
  expect(await screen.findByText('ひかり（更新）')).toBeInTheDocument();
});

test('undo: the toast button and Ctrl+Z write the previous values back, newest first', async () => {
  const { user, onSave } = setup();
  await user.click(cell('アオバ商事'));
  await user.type(editor('名前'), '1{Enter}');
  await user.click(cell('アオバ商事1'));
  await user.type(editor('名前'), '2{Enter}');
  await screen.findByText('アオバ商事12');
  await waitFor(() => expect(cell('アオバ商事12')).toHaveFocus()); // focus is back on the cell, not in a text field
  await user.keyboard('{Control>}z{/Control}');
  await waitFor(() => expect(onSave).toHaveBeenLastCalledWith('r1', 'name', 'アオバ商事1'));
  // one toast per saved edit; the one already undone by Ctrl+Z does nothing any more
  for (const button of await screen.findAllByRole('button', { name: gridStrings.undo }))
    fireEvent.click(button); // stacked toasts have pointer-events: none until hovered
  await waitFor(() => expect(onSave).toHaveBeenLastCalledWith('r1', 'name', 'アオバ商事'));
  expect(await screen.findByText('アオバ商事')).toBeInTheDocument();
});
