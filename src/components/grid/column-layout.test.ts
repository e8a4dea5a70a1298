import { expect, test } from 'vitest';
import {
  clampWidth,
  DEFAULT_LAYOUT,
  isDefaultLayout,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  parseLayout,
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

test('widths are kept between a minimum and a maximum', () => {
  expect(clampWidth(240.4)).toBe(240);
  expect(clampWidth(3)).toBe(MIN_COLUMN_WIDTH);
  expect(clampWidth(9_999)).toBe(MAX_COLUMN_WIDTH);
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
  expect(isDefaultLayout(DEFAULT_LAYOUT)).toBe(true);
  expect(isDefaultLayout(parseLayout({ hidden: ['memo'] }))).toBe(false);
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
