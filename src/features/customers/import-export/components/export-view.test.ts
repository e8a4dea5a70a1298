import { expect, test } from 'vitest';
import type { GridColumn } from '@/components/grid/types';
import { exportCells, exportFileName } from './export-view';

interface Row {
  id: string;
  fav: boolean;
  name: string;
  date: string;
}
const columns: GridColumn<Row>[] = [
  { id: 'fav', header: 'お気に入り', width: 50, kind: 'favorite', value: (r) => String(r.fav) },
  { id: 'date', header: '商談日', width: 100, kind: 'date', value: (r) => r.date },
  {
    id: 'name',
    header: 'クライアント名',
    width: 100,
    kind: 'text',
    value: (r) => r.name,
    emptyText: '未設定',
  },
  { id: 'delete', header: '削除', width: 50, kind: 'delete', value: () => '' },
];

test('the rows as given, the visible columns in order, values as shown, no bin, the id last', () => {
  const rows = [
    { id: 'r1', fav: true, name: 'B社', date: '2026-01-05' },
    { id: 'r2', fav: false, name: '', date: '' },
  ];
  expect(exportCells(rows, columns)).toEqual([
    ['お気に入り', '商談日', 'クライアント名', 'ID'],
    ['★', '2026/01/05', 'B社', 'r1'],
    ['', '', '', 'r2'],
  ]);
  // Another order and fewer columns: the file follows what is on screen.
  expect(exportCells([rows[1]!, rows[0]!], [columns[2]!])).toEqual([
    ['クライアント名', 'ID'],
    ['', 'r2'],
    ['B社', 'r1'],
  ]);
});

test('the file name says the table and the time in Japan', () => {
  const at = new Date('2026-11-24T06:30:59Z');
  expect(exportFileName('SA', 'csv-utf8', at)).toBe('SA_2026-11-24_1530.csv');
  expect(exportFileName('OB', 'csv-sjis', at)).toBe('OB_2026-11-24_1530.csv');
  expect(exportFileName('SA', 'xlsx', new Date('2026-11-24T15:05:00Z'))).toBe(
    'SA_2026-11-25_0005.xlsx',
  );
});
