import { cellKeyCommand } from './cell-keys';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const at = { row: 1, column: 1, rows: 3, columns: 3 };
const text = { kind: 'text' as const, editable: true };

test('arrows and Home / End move, clamped to the table', () => {
  expect(cellKeyCommand(press('ArrowUp'), at, text, false)).toEqual({
    kind: 'move',
    row: 0,
    column: 1,
  });
  expect(cellKeyCommand(press('ArrowDown'), at, text, false)).toEqual({
    kind: 'move',
    row: 2,
    column: 1,
  });
  expect(cellKeyCommand(press('ArrowLeft'), at, text, false)).toEqual({
    kind: 'move',
    row: 1,
    column: 0,
  });
  expect(cellKeyCommand(press('ArrowRight'), at, text, false)).toEqual({
    kind: 'move',
    row: 1,
    column: 2,
  });
  expect(cellKeyCommand(press('Home'), at, text, false)).toEqual({
    kind: 'move',
    row: 1,
    column: 0,
  });
  expect(cellKeyCommand(press('End'), at, text, false)).toEqual({
    kind: 'move',
    row: 1,
    column: 2,
  });
  const corner = { row: 0, column: 0, rows: 3, columns: 3 };
  expect(cellKeyCommand(press('ArrowUp'), corner, text, false)).toEqual({
    kind: 'move',
    row: 0,
    column: 0,
  });
  // Moving works on read-only cells too.
  expect(
    cellKeyCommand(press('ArrowDown'), at, { kind: 'delete', editable: false }, false),
  ).toEqual({
    kind: 'move',
    row: 2,
    column: 1,
  });
});

test('Enter and F2 open the editor; a character opens it with that character', () => {
  expect(cellKeyCommand(press('Enter'), at, text, false)).toEqual({
    kind: 'edit',
    preventDefault: true,
  });
  expect(cellKeyCommand(press('F2'), at, text, false)).toEqual({
    kind: 'edit',
    preventDefault: true,
  });
  expect(cellKeyCommand(press('あ'), at, text, false)).toEqual({
    kind: 'edit',
    draft: 'あ',
    preventDefault: true,
  });
});

test('an IME composition opens the editor without a draft and without swallowing the key', () => {
  expect(cellKeyCommand(press('Process'), at, text, true)).toEqual({
    kind: 'edit',
    preventDefault: false,
  });
});

test('shortcuts, select and date cells, and read-only cells do not start typing', () => {
  expect(cellKeyCommand(press('c', { ctrlKey: true }), at, text, false)).toEqual({ kind: 'none' });
  expect(cellKeyCommand(press('v', { metaKey: true }), at, text, false)).toEqual({ kind: 'none' });
  expect(cellKeyCommand(press('x', { altKey: true }), at, text, false)).toEqual({ kind: 'none' });
  expect(cellKeyCommand(press('a'), at, { kind: 'select', editable: true }, false)).toEqual({
    kind: 'none',
  });
  expect(cellKeyCommand(press('1'), at, { kind: 'date', editable: true }, false)).toEqual({
    kind: 'none',
  });
  expect(cellKeyCommand(press('Enter'), at, { kind: 'favorite', editable: false }, false)).toEqual({
    kind: 'none',
  });
  expect(cellKeyCommand(press('Tab'), at, text, false)).toEqual({ kind: 'none' });
});

test('Shift with arrows, Home and End stretches the range, clamped like a move', () => {
  expect(cellKeyCommand(press('ArrowDown', { shiftKey: true }), at, text, false)).toEqual({
    kind: 'extend',
    row: 2,
    column: 1,
  });
  expect(
    cellKeyCommand(press('ArrowDown', { shiftKey: true }), { ...at, row: 2 }, text, false),
  ).toEqual({ kind: 'extend', row: 2, column: 1 });
  expect(cellKeyCommand(press('Home', { shiftKey: true }), at, text, false)).toEqual({
    kind: 'extend',
    row: 1,
    column: 0,
  });
});

test('select all, fill down, clear and collapse, on any cell', () => {
  const star = { kind: 'favorite' as const, editable: false };
  expect(cellKeyCommand(press('a', { ctrlKey: true }), at, star, false)).toEqual({
    kind: 'selectAll',
  });
  expect(cellKeyCommand(press('A', { metaKey: true }), at, text, false)).toEqual({
    kind: 'selectAll',
  });
  expect(cellKeyCommand(press('d', { ctrlKey: true }), at, text, false)).toEqual({
    kind: 'fillDown',
  });
  expect(cellKeyCommand(press('Delete'), at, star, false)).toEqual({ kind: 'clear' });
  expect(cellKeyCommand(press('Backspace'), at, text, false)).toEqual({ kind: 'clear' });
  expect(cellKeyCommand(press('Escape'), at, text, false)).toEqual({ kind: 'collapse' });
  // Ctrl+Shift+D, Ctrl+Backspace are not ours.
  expect(cellKeyCommand(press('d', { ctrlKey: true, shiftKey: true }), at, text, false)).toEqual({
    kind: 'none',
  });
  expect(cellKeyCommand(press('Backspace', { ctrlKey: true }), at, text, false)).toEqual({
    kind: 'none',
  });
});

test('keys of an IME composition never clear, fill, select or move', () => {
  for (const key of ['Backspace', 'Delete', 'Escape', 'ArrowDown', 'Process'])
    expect(cellKeyCommand(press(key), at, text, true)).toEqual({
      kind: 'edit',
      preventDefault: false,
    });
  expect(cellKeyCommand(press('d', { ctrlKey: true }), at, text, true).kind).toBe('edit');
  expect(
    cellKeyCommand(press('Backspace'), at, { kind: 'favorite', editable: false }, true),
  ).toEqual({ kind: 'none' });
});
