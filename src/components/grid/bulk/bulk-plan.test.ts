import { expect, test } from 'vitest';
import type { GridColumn } from '../types';
import { copyCells, planClear, planFillDown, planPaste } from './bulk-plan';
import { allCells, boundsOf, cellCount, clampRange, extendRange } from './range';

interface Row {
  id: string;
  isFavorite: boolean;
  name: string;
  priority: string;
  date: string;
}
const text = (id: keyof Row & string, kind: GridColumn<Row>['kind'] = 'text') =>
  ({ id, header: id, width: 100, kind, value: (row: Row) => String(row[id]) }) as GridColumn<Row>;
const columns: GridColumn<Row>[] = [
  { ...text('isFavorite', 'favorite') },
  text('name'),
  {
    ...text('priority', 'select'),
    options: ['A', 'B', 'C'].map((v) => ({ value: v, label: v })),
  },
  text('date', 'date'),
];
const rows: Row[] = [1, 2, 3].map((n) => ({
  id: `r${n}`,
  isFavorite: n === 1,
  name: `会社${n}`,
  priority: 'A',
  date: '',
}));
const table = { rows, columns };

test('range maths: bounds either way round, clamping, select all, extend', () => {
  const range = { anchor: { row: 2, column: 3 }, focus: { row: 0, column: 1 } };
  expect(boundsOf(range)).toEqual({ top: 0, bottom: 2, left: 1, right: 3 });
  expect(cellCount(boundsOf(range))).toBe(9);
  expect(clampRange(range, 2, 2)).toEqual({
    anchor: { row: 1, column: 1 },
    focus: { row: 0, column: 1 },
  });
  expect(clampRange(range, 0, 2)).toBeNull();
  expect(allCells(3, 4)).toEqual({ anchor: { row: 0, column: 0 }, focus: { row: 2, column: 3 } });
  expect(extendRange(range, { row: 1, column: 1 }).anchor).toEqual(range.anchor);
});

test('copy: the cells as shown, row by row', () => {
  expect(copyCells(table, { top: 0, bottom: 1, left: 0, right: 2 })).toEqual([
    ['★', '会社1', 'A'],
    ['', '会社2', 'A'],
  ]);
});

test('paste: a block from the top-left cell, converted per column, unchanged cells left out', () => {
  const plan = planPaste(table, { top: 0, bottom: 0, left: 1, right: 1 }, [
    ['新社名', 'b', '2026/1/5'],
    ['会社2', 'Z', '来週'],
  ]);
  expect(plan.changes).toEqual([
    { rowId: 'r1', columnId: 'name', before: '会社1', after: '新社名' },
    { rowId: 'r1', columnId: 'priority', before: 'A', after: 'B' },
    { rowId: 'r1', columnId: 'date', before: '', after: '2026-01-05' },
  ]);
  expect(plan.rejected).toEqual([
    { row: 1, column: 2, text: 'Z' },
    { row: 1, column: 3, text: '来週' },
  ]);
  expect([plan.cutRows, plan.cutColumns]).toEqual([0, 0]);
});

test('paste past the last row or column writes what fits and says how much was cut', () => {
  const plan = planPaste(table, { top: 2, bottom: 2, left: 2, right: 2 }, [
    ['B', '2026-02-01', 'extra'],
    ['C', '2026-02-02', 'extra'],
  ]);
  expect(plan.changes.map((c) => [c.rowId, c.columnId, c.after])).toEqual([
    ['r3', 'priority', 'B'],
    ['r3', 'date', '2026-02-01'],
  ]);
  expect([plan.cutRows, plan.cutColumns]).toEqual([1, 1]);
});

test('one value over a range fills it; the star column is passed over, not reported', () => {
  const plan = planPaste(table, { top: 0, bottom: 2, left: 0, right: 1 }, [['同じ']]);
  expect(plan.changes.map((c) => [c.rowId, c.columnId])).toEqual([
    ['r1', 'name'],
    ['r2', 'name'],
    ['r3', 'name'],
  ]);
  expect(plan.rejected).toEqual([]);
});

test('clear empties editable cells that have a value', () => {
  const plan = planClear(table, { top: 0, bottom: 1, left: 0, right: 3 });
  expect(plan.changes.map((c) => [c.rowId, c.columnId, c.after])).toEqual([
    ['r1', 'name', ''],
    ['r1', 'priority', ''],
    ['r2', 'name', ''],
    ['r2', 'priority', ''],
  ]);
});

test('fill down copies each top cell into the rows below; one row takes the row above', () => {
  const withDate = rows.map((row, i) => (i === 0 ? { ...row, date: '2026-03-01' } : row));
  const down = planFillDown({ rows: withDate, columns }, { top: 0, bottom: 2, left: 1, right: 3 });
  expect(down.changes.map((c) => [c.rowId, c.columnId, c.after])).toEqual([
    ['r2', 'name', '会社1'],
    ['r3', 'name', '会社1'],
    ['r2', 'date', '2026-03-01'],
    ['r3', 'date', '2026-03-01'],
  ]);
  const one = planFillDown({ rows: withDate, columns }, { top: 1, bottom: 1, left: 1, right: 1 });
  expect(one.changes).toEqual([{ rowId: 'r2', columnId: 'name', before: '会社2', after: '会社1' }]);
  expect(planFillDown(table, { top: 0, bottom: 0, left: 1, right: 1 }).changes).toEqual([]);
});
