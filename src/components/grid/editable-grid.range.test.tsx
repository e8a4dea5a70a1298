import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cell, columns, editor, giveGridLayout, setup } from './grid-test-support';
import type { CellEdit } from './undo-stack';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(giveGridLayout);

const selected = () =>
  within(screen.getByRole('grid', { name: '顧客' }))
    .getAllByRole('gridcell')
    .filter((c) => c.getAttribute('aria-selected') === 'true');

/** Focuses a cell at rest (a click would open its editor). */
function focus(text: string) {
  const target = cell(text);
  act(() => target.focus());
  return target;
}

function paste(target: Element, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

const saveCellsMock = () => vi.fn(async (_edits: readonly CellEdit[]) => {});

test('Shift+arrows stretch the range, Escape collapses it; Ctrl+A takes every visible row', async () => {
  const { user } = setup(undefined, saveCellsMock());
  focus('アオバ商事');
  expect(selected()).toHaveLength(1);
  await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
  expect(selected().map((c) => c.textContent)).toEqual([
    'アオバ商事',
    '',
    'ひかりデザイン',
    '一行目',
  ]);
  await user.keyboard('{Escape}');
  expect(selected()).toHaveLength(1);
  await user.keyboard('{Control>}a{/Control}');
  expect(selected()).toHaveLength(8);
});

test('a paste on a cell at rest is one multi-cell save of what fits', async () => {
  const saveCells = saveCellsMock();
  setup(undefined, saveCells);
  paste(focus('アオバ商事'), '青葉\tメモ\tb\r\n光\t\tZ');
  await waitFor(() => expect(saveCells).toHaveBeenCalledTimes(1));
  expect(saveCells.mock.calls[0]![0]).toEqual([
    { rowId: 'r1', columnId: 'name', before: 'アオバ商事', after: '青葉' },
    { rowId: 'r1', columnId: 'memo', before: '', after: 'メモ' },
    { rowId: 'r1', columnId: 'rank', before: 'A', after: 'B' },
    { rowId: 'r2', columnId: 'name', before: 'ひかりデザイン', after: '光' },
    { rowId: 'r2', columnId: 'memo', before: '一行目', after: '' },
  ]);
  expect(await screen.findByText('5件のセルを貼り付けました')).toBeInTheDocument();
  expect(
    await screen.findByText('1件のセルは形式が合わないため貼り付けませんでした: 優先度（2行目）'),
  ).toBeInTheDocument();
  expect(cell('青葉')).toBeInTheDocument();
});

test('a paste inside an open editor is a normal text paste, not the grid’s', async () => {
  const saveCells = saveCellsMock();
  const { user } = setup(undefined, saveCells);
  await user.click(cell('アオバ商事'));
  const input = editor('名前');
  input.focus();
  await user.paste('追記\t2列');
  expect(saveCells).not.toHaveBeenCalled();
  expect(input).toHaveValue('アオバ商事追記\t2列');
});

test('one undo step writes every cell of a paste back in one save', async () => {
  const saveCells = saveCellsMock();
  const { user } = setup(undefined, saveCells);
  paste(focus('アオバ商事'), '青葉\r\n光');
  expect(await screen.findByText('光')).toBeInTheDocument();
  focus('青葉');
  await user.keyboard('{Control>}z{/Control}');
  await waitFor(() => expect(saveCells).toHaveBeenCalledTimes(2));
  expect(saveCells.mock.calls[1]![0]).toEqual([
    { rowId: 'r1', columnId: 'name', before: '青葉', after: 'アオバ商事' },
    { rowId: 'r2', columnId: 'name', before: '光', after: 'ひかりデザイン' },
  ]);
  expect(await screen.findByText('ひかりデザイン')).toBeInTheDocument();
});

test('Ctrl+Z pressed while a paste is still being written waits for it and takes it back', async () => {
  let finish: () => void = () => {};
  const saveCells = vi
    .fn(async (_edits: readonly CellEdit[]) => {})
    .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user, onSave } = setup(undefined, saveCells);
  paste(focus('アオバ商事'), '青葉');
  // Shown at once, still being written: the undo step does not exist yet.
  expect(await screen.findByText('青葉')).toBeInTheDocument();
  focus('青葉');
  await user.keyboard('{Control>}z{/Control}');
  expect(saveCells).toHaveBeenCalledTimes(1);
  expect(onSave).not.toHaveBeenCalled();
  act(() => finish());
  // One cell: its undo is a cell save.
  await waitFor(() => expect(onSave).toHaveBeenCalledExactlyOnceWith('r1', 'name', 'アオバ商事'));
  expect(await screen.findByText('アオバ商事')).toBeInTheDocument();
  expect(screen.queryByText('元に戻せる変更はありません')).not.toBeInTheDocument();
});

test('Delete clears the range and Ctrl+D fills down, each one save', async () => {
  const saveCells = saveCellsMock();
  const { user } = setup(undefined, saveCells);
  focus('アオバ商事');
  await user.keyboard('{Shift>}{ArrowDown}{/Shift}{Control>}d{/Control}');
  await waitFor(() => expect(saveCells).toHaveBeenCalledTimes(1));
  expect(saveCells.mock.calls[0]![0]).toEqual([
    { rowId: 'r2', columnId: 'name', before: 'ひかりデザイン', after: 'アオバ商事' },
  ]);
  await user.keyboard('{Delete}');
  await waitFor(() => expect(saveCells).toHaveBeenCalledTimes(2));
  expect(saveCells.mock.calls[1]![0].map((e) => [e.rowId, e.after])).toEqual([
    ['r1', ''],
    ['r2', ''],
  ]);
});

test('Delete pressed while the fill is still being written waits for it, then clears', async () => {
  // The Firebase build resolves a write only when the server confirms it.
  let confirm = () => {};
  const saveCells = vi.fn(
    (_edits: readonly CellEdit[]) =>
      new Promise<void>((resolve) => {
        confirm = resolve;
      }),
  );
  const { user } = setup(undefined, saveCells);
  focus('アオバ商事');
  await user.keyboard('{Shift>}{ArrowDown}{/Shift}{Control>}d{/Control}');
  await waitFor(() => expect(saveCells).toHaveBeenCalledTimes(1));
  expect(screen.getAllByText('アオバ商事')).toHaveLength(2);
  await user.keyboard('{Delete}');
  // Shown at once, written after the fill: one write at a time, in order.
  await waitFor(() => expect(screen.queryByText('アオバ商事')).not.toBeInTheDocument());
  expect(saveCells).toHaveBeenCalledTimes(1);
  act(() => confirm());
  await waitFor(() => expect(saveCells).toHaveBeenCalledTimes(2));
  expect(saveCells.mock.calls[1]![0].map((e) => [e.rowId, e.before, e.after])).toEqual([
    ['r1', 'アオバ商事', ''],
    ['r2', 'アオバ商事', ''],
  ]);
  act(() => confirm());
  expect(await screen.findByText('2件のセルをクリアしました')).toBeInTheDocument();
  expect(screen.queryByText(/別のメンバー|上書き/)).not.toBeInTheDocument();
});

test('keys of an IME composition on a selected cell never clear, fill or select all', () => {
  const saveCells = saveCellsMock();
  setup(undefined, saveCells);
  const target = focus('アオバ商事');
  fireEvent.keyDown(target, { key: 'Backspace', keyCode: 229, isComposing: true });
  fireEvent.keyDown(target, { key: 'Delete', keyCode: 229 });
  fireEvent.keyDown(target, { key: 'd', ctrlKey: true, isComposing: true });
  expect(saveCells).not.toHaveBeenCalled();
  expect(selected()).toHaveLength(1);
});

test('without a multi-cell save the grid still copies but never pastes', async () => {
  const onSave = vi.fn(async () => {});
  setup(onSave);
  const target = focus('アオバ商事');
  paste(target, '青葉');
  fireEvent.keyDown(target, { key: 'Delete' });
  // Without a multi-cell save, clear returns at once (a write would have started by now).
  expect(onSave).not.toHaveBeenCalled();
  const data: Record<string, string> = {};
  fireEvent.copy(target, {
    clipboardData: { setData: (type: string, v: string) => (data[type] = v) },
  });
  expect(data['text/plain']).toBe('アオバ商事');
});

test("a column's soft warning shows under the editor while typing and does not stop the save", async () => {
  const onSave = vi.fn(async () => {});
  const warned = columns.map((column) =>
    column.id === 'name'
      ? { ...column, warn: (value: string) => (/^\d+$/.test(value) ? null : '数字のみ') }
      : column,
  );
  const { user } = setup(onSave, undefined, warned);
  await user.click(cell('アオバ商事'));
  expect(screen.getByRole('status')).toHaveTextContent('数字のみ');
  await user.clear(editor('名前'));
  await user.type(editor('名前'), '123');
  expect(screen.queryByRole('status')).toBeNull();
  await user.type(editor('名前'), 'a{Enter}');
  expect(onSave).toHaveBeenCalledWith('r1', 'name', '123a');
});
