import { expect, test } from 'vitest';
import {
  applyLayout,
  DEFAULT_LAYOUT,
  isDefaultLayout,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  parseLayout,
  resizeColumn,
  setHidden,
  stickyOffsets,
} from './column-layout';
import type { GridColumn } from './types';

const column = (id: string, extra: Partial<GridColumn<object>> = {}): GridColumn<object> => ({
  id,
  header: id,
  width: 100,
  kind: 'text',
  value: () => '',
  ...extra,
});
const columns = [column('star', { alwaysShown: true }), column('name'), column('memo')];

test('the default layout is the table as defined', () => {
  expect(applyLayout(columns, DEFAULT_LAYOUT)).toEqual(columns);
  expect(isDefaultLayout(DEFAULT_LAYOUT)).toBe(true);
});

test('widths and hidden columns apply; a column that is always shown cannot be hidden', () => {
  let layout = resizeColumn(DEFAULT_LAYOUT, 'name', 240.4);
  layout = setHidden(layout, 'memo', true);
  layout = setHidden(layout, 'star', true);
  const shown = applyLayout(columns, layout);
  expect(shown.map((c) => [c.id, c.width])).toEqual([
    ['star', 100],
    ['name', 240],
  ]);
  expect(setHidden(layout, 'memo', false).hidden).toEqual(['star']);
  expect(isDefaultLayout(layout)).toBe(false);
});

test('widths are kept between a minimum and a maximum', () => {
  expect(resizeColumn(DEFAULT_LAYOUT, 'name', 3).widths.name).toBe(MIN_COLUMN_WIDTH);
  expect(resizeColumn(DEFAULT_LAYOUT, 'name', 9_999).widths.name).toBe(MAX_COLUMN_WIDTH);
});

test('a stored layout is read defensively; unknown column ids are harmless', () => {
  expect(parseLayout(null)).toEqual(DEFAULT_LAYOUT);
  expect(parseLayout('x')).toEqual(DEFAULT_LAYOUT);
  expect(
    parseLayout({ widths: { name: 150, bad: 'wide', nan: Number.NaN }, hidden: ['memo', 3] }),
  ).toEqual({
    widths: { name: 150 },
    hidden: ['memo'],
  });
  expect(applyLayout(columns, { widths: { gone: 10 }, hidden: ['gone'] })).toEqual(columns);
});

test('sticky columns stick side by side, each after the sticky ones before it', () => {
  const cols = [
    column('star', { sticky: true, width: 56 }),
    column('memo'),
    column('name', { sticky: true, width: 200 }),
    column('other'),
  ];
  expect(stickyOffsets(cols)).toEqual([0, null, 56, null]);
});
