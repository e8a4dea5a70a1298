import { screen, waitFor, within } from '@testing-library/react';
import { columns, editor, giveGridLayout, setup, type Row } from './grid-test-support';
import type { GridColumn, GridPresenceMark } from './types';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(giveGridLayout);

// The name column names the row: it carries the row's actions and the presence mark.
const withRowHeader: GridColumn<Row>[] = columns.map((column) =>
  column.id === 'name' ? { ...column, rowHeader: true } : column,
);
const yamada: GridPresenceMark = {
  sessionId: 'u2_a',
  name: '山田',
  initial: '山',
  columnId: 'rank',
};
const nameCell = (name: string) => screen.getByRole('gridcell', { name });

test("another member's row is marked with their name; the cell they have open is outlined", () => {
  setup(undefined, undefined, withRowHeader, { presence: { marks: new Map([['r1', [yamada]]]) } });
  const row = screen.getAllByRole('row')[1]!;
  expect(within(row).getByText('山田 編集中')).toBeInTheDocument();
  const rank = within(row).getAllByRole('gridcell')[3]!;
  expect(rank).toHaveAttribute('data-edited-by', '山田');
  // The mark and the actions do not change the row header's name.
  expect(nameCell('アオバ商事')).toBeInTheDocument();
  expect(screen.getAllByRole('row')[2]).not.toHaveTextContent('編集中');
});

test('opening the cell someone else has open asks first: キャンセル leaves it, 続けて編集 opens it', async () => {
  const { user } = setup(undefined, undefined, withRowHeader, {
    presence: { marks: new Map([['r1', [{ ...yamada, columnId: 'name' }]]]) },
  });
  await user.click(nameCell('アオバ商事'));
  const question = screen.getByRole('dialog', { name: '山田さんが編集中です' });
  await user.click(within(question).getByRole('button', { name: 'キャンセル' }));
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

  await user.click(nameCell('アオバ商事'));
  await user.click(screen.getByRole('button', { name: '続けて編集' }));
  expect(await screen.findByRole('textbox', { name: '名前' })).toHaveValue('アオバ商事');
  expect(editor('名前')).toHaveFocus();
  // Another cell of the same row opens without asking (only the open cell is theirs).
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('gridcell', { name: 'ひかりデザイン' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the grid reports the cell it has open, and nothing once the editor closes', async () => {
  const onActivityChange = vi.fn();
  const { user } = setup(undefined, undefined, withRowHeader, {
    presence: { marks: new Map(), onActivityChange },
  });
  await user.click(nameCell('アオバ商事'));
  await waitFor(() =>
    expect(onActivityChange).toHaveBeenLastCalledWith({ rowIds: ['r1'], columnId: 'name' }),
  );
  await user.keyboard('{Escape}');
  await waitFor(() => expect(onActivityChange).toHaveBeenLastCalledWith(null));
});

test('a multi-cell write reports its rows without a cell while it runs', async () => {
  const onActivityChange = vi.fn();
  let finish: () => void = () => {};
  const saveCells = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user } = setup(undefined, saveCells, withRowHeader, {
    presence: { marks: new Map(), onActivityChange },
  });
  await user.click(nameCell('アオバ商事'));
  await user.keyboard('{Escape}{Shift>}{ArrowDown}{/Shift}{Delete}');
  await waitFor(() =>
    expect(onActivityChange).toHaveBeenLastCalledWith({ rowIds: ['r1', 'r2'], columnId: null }),
  );
  finish();
  await waitFor(() => expect(onActivityChange).toHaveBeenLastCalledWith(null));
});

test('row actions are drawn in the row header cell', () => {
  setup(undefined, undefined, withRowHeader, {
    rowParts: { renderActions: (row) => <button type="button">{`履歴: ${row.name}`}</button> },
  });
  expect(screen.getByRole('button', { name: '履歴: アオバ商事' })).toBeInTheDocument();
  expect(nameCell('アオバ商事')).toContainElement(
    screen.getByRole('button', { name: '履歴: アオバ商事' }),
  );
});
