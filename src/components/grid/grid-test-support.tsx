import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { ToastViewport } from '@/components/ui/toast';
import { EditableGrid, type EditableGridProps } from './editable-grid';
import type { GridColumn } from './types';
import type { CellEdit } from './undo-stack';

// The grid's component tests share this table: a star, two text kinds and a select.
export interface Row {
  id: string;
  name: string;
  memo: string;
  rank: string;
  fav: boolean;
}

export const columns: GridColumn<Row>[] = [
  {
    id: 'fav',
    header: 'お気に入り',
    width: 60,
    kind: 'favorite',
    value: (r) => String(r.fav),
    sticky: true,
  },
  { id: 'name', header: '名前', width: 200, kind: 'text', value: (r) => r.name },
  { id: 'memo', header: 'メモ', width: 200, kind: 'multiline', value: (r) => r.memo },
  {
    id: 'rank',
    header: '優先度',
    width: 80,
    kind: 'select',
    value: (r) => r.rank,
    options: ['A', 'B', 'C'].map((v) => ({ value: v, label: v })),
  },
];

export const initial: Row[] = [
  { id: 'r1', name: 'アオバ商事', memo: '', rank: 'A', fav: false },
  { id: 'r2', name: 'ひかりデザイン', memo: '一行目', rank: '', fav: true },
];

/** jsdom has no layout: give the scroll container a size so the virtualiser renders rows. */
export function giveGridLayout() {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 1200 });
}

type Save = (rowId: string, field: string, value: string) => Promise<void>;
type SaveCells = (edits: readonly CellEdit[]) => Promise<void>;

export let setRowsFromOutside: (rows: Row[]) => void = () => {};

/** The grid over rows kept in state, as a live table would: saves change them. */
function Harness({
  onSave,
  onSaveCells,
  gridColumns = columns,
  extra,
}: {
  onSave: Save;
  onSaveCells?: SaveCells;
  gridColumns?: GridColumn<Row>[];
  /** Further grid props (presence, row actions). */
  extra?: Partial<EditableGridProps<Row>>;
}) {
  const [rows, setRows] = useState(initial);
  useEffect(() => {
    setRowsFromOutside = setRows;
  }, []);
  const apply = (edits: readonly { rowId: string; columnId: string; after: string }[]) =>
    setRows((current) =>
      current.map((r) => {
        const mine = edits.filter((e) => e.rowId === r.id);
        return mine.length
          ? { ...r, ...Object.fromEntries(mine.map((e) => [e.columnId, e.after])) }
          : r;
      }),
    );
  return (
    <>
      <EditableGrid
        label="顧客"
        rows={rows}
        columns={gridColumns}
        layout={{ width: 600 }}
        messages={{ saveFailed: '更新に失敗しました' }}
        editing={{
          onSave: async (rowId, field, value) => {
            await onSave(rowId, field, value);
            apply([{ rowId, columnId: field, after: value }]);
          },
        }}
        bulk={
          onSaveCells && {
            onSaveCells: async (edits) => {
              await onSaveCells(edits);
              apply(edits);
            },
          }
        }
        {...extra}
      />
      <ToastViewport />
    </>
  );
}

export function setup(
  onSave: Save = vi.fn(async () => {}),
  onSaveCells?: SaveCells,
  gridColumns?: GridColumn<Row>[],
  extra?: Partial<EditableGridProps<Row>>,
) {
  const user = userEvent.setup();
  render(
    <Harness onSave={onSave} onSaveCells={onSaveCells} gridColumns={gridColumns} extra={extra} />,
  );
  return { user, onSave, onSaveCells };
}

export const cell = (text: string) => {
  const found = screen.getAllByRole('gridcell').find((c) => c.textContent === text);
  if (!found) throw new Error(`no cell reads ${text}`);
  return found;
};
export const editor = (name: string) => screen.getByRole('textbox', { name });
