import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { columns, initial, type Row } from './grid-test-support';
import { RecordFields } from './record-fields';

const fields = columns.filter((column) => column.kind !== 'favorite');

/** One row kept in state, as the page keeps it live: a save changes it. */
function Harness({
  onSave,
  latest,
}: {
  onSave: (f: string, v: string) => Promise<void>;
  latest?: () => Row;
}) {
  const [row, setRow] = useState(initial[0]!);
  return (
    <RecordFields
      label="顧客の情報"
      row={row}
      columns={fields}
      messages={{ saveFailed: '更新に失敗しました' }}
      editing={{
        onSave: async (_id, field, value) => {
          await onSave(field, value);
          setRow((current) => ({ ...current, [field]: value }));
        },
        latestRow: latest ? () => latest() : undefined,
      }}
    />
  );
}

const cellOf = (header: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${header}`) })).getByRole('gridcell');

describe('RecordFields', () => {
  it('edits a field in place with the grid editor; Up / Down walk the fields', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} />);
    expect(screen.getByRole('grid', { name: '顧客の情報' })).toBeInTheDocument();
    await user.click(cellOf('名前'));
    const editor = screen.getByRole('textbox', { name: '名前' });
    await user.clear(editor);
    await user.type(editor, 'アオバ商事（新）{Enter}');
    expect(onSave).toHaveBeenCalledWith('name', 'アオバ商事（新）');
    expect(cellOf('名前')).toHaveTextContent('アオバ商事（新）');
    expect(cellOf('名前')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cellOf('メモ')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cellOf('名前')).toHaveFocus();
  });

  it('Enter during IME conversion never saves; the failure keeps the text with the message', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new Error('offline');
    });
    render(<Harness onSave={onSave} />);
    await user.click(cellOf('名前'));
    const editor = screen.getByRole('textbox', { name: '名前' });
    await user.type(editor, 'か');
    fireEvent.keyDown(editor, { key: 'Enter', keyCode: 229 });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('更新に失敗しました')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '名前' })).toHaveValue('アオバ商事か');
  });

  it('asks before overwriting a value someone changed meanwhile', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    let stored = initial[0]!;
    render(<Harness onSave={onSave} latest={() => stored} />);
    await user.click(cellOf('名前'));
    // Someone else saves the field while it is open here.
    stored = { ...stored, name: '他の人の値' };
    await user.type(screen.getByRole('textbox', { name: '名前' }), '!{Enter}');
    expect(await screen.findByRole('dialog')).toHaveTextContent('他の人の値');
    expect(onSave).not.toHaveBeenCalled();
  });
});
