import { expect, test } from 'vitest';
import { columnsOf, rowsOf } from './list-columns';

test('rows go into one array per field and come back equal, dates and flags included', () => {
  const rows = [
    { id: 'a', clientName: '株式会社アオバ', isFavorite: true, createdAt: new Date(5) },
    { id: 'b', clientName: '', isFavorite: false, createdAt: null },
  ];
  const columns = columnsOf(rows);
  expect(columns.count).toBe(2);
  expect(columns.fields.clientName).toEqual(['株式会社アオバ', '']);
  expect(rowsOf(columns)).toEqual(rows);
});

test('a field only some rows have stays absent from the others', () => {
  const back = rowsOf(columnsOf([{ id: 'a', note: 'x' }, { id: 'b' }]));
  expect(back).toEqual([{ id: 'a', note: 'x' }, { id: 'b' }]);
  expect('note' in back[1]!).toBe(false);
});

test('no rows, no fields', () => {
  expect(columnsOf([])).toEqual({ count: 0, fields: {} });
  expect(rowsOf({ count: 0, fields: {} })).toEqual([]);
});
