import { describe, expect, test } from 'vitest';
import { arrangeColumns, defaultView, type ViewTable } from './view';
import {
  columnsAreDefault,
  screenOrder,
  withColumnMoved,
  withDefaultColumns,
  withHidden,
  withPinned,
  withWidth,
} from './view-edit';

const table: ViewTable = {
  columnIds: ['isFavorite', 'corporateNumber', 'meetingDate', 'clientName', 'progress', 'memo'],
  alwaysShown: ['isFavorite', 'clientName'],
  defaultPinned: ['isFavorite', 'clientName'],
  emptyFilters: { query: '' },
  choices: {},
  minWidth: 48,
  maxWidth: 800,
};
const start = defaultView(table);

describe('changing the columns of the view on screen', () => {
  test('the default draws the star and the client name first, the rest in the table order', () => {
    expect(screenOrder(start.columns)).toEqual([
      'isFavorite',
      'clientName',
      'corporateNumber',
      'meetingDate',
      'progress',
      'memo',
    ]);
  });

  test('a column moved among the unpinned ones stays unpinned', () => {
    const moved = withColumnMoved(start, 'memo', 'corporateNumber');
    expect(screenOrder(moved.columns)).toEqual([
      'isFavorite',
      'clientName',
      'memo',
      'corporateNumber',
      'meetingDate',
      'progress',
    ]);
    expect(moved.columns.pinned).toEqual(['isFavorite', 'clientName']);
  });

  test('moved into the pinned group it is pinned; moved out, unpinned', () => {
    const pinned = withColumnMoved(start, 'progress', 'clientName');
    expect(pinned.columns.pinned).toEqual(['isFavorite', 'progress', 'clientName']);
    const unpinned = withColumnMoved(pinned, 'isFavorite', 'meetingDate');
    expect(unpinned.columns.pinned).toEqual(['progress', 'clientName']);
    expect(screenOrder(unpinned.columns)).toEqual([
      'progress',
      'clientName',
      'corporateNumber',
      'meetingDate',
      'isFavorite',
      'memo',
    ]);
  });

  test('reordering the pins keeps both pinned', () => {
    const swapped = withColumnMoved(start, 'clientName', 'isFavorite');
    expect(swapped.columns.pinned).toEqual(['clientName', 'isFavorite']);
  });

  test('a move onto itself or an unknown column changes nothing', () => {
    expect(withColumnMoved(start, 'memo', 'memo')).toBe(start);
    expect(withColumnMoved(start, 'memo', 'gone')).toBe(start);
  });

  test('pin offsets: pinned columns are drawn first with their widths', () => {
    const view = withPinned(withWidth(start, 'progress', 120), 'progress', true).columns;
    const columns = table.columnIds.map((id) => ({ id, width: 100 }));
    const drawn = arrangeColumns(columns, view);
    expect(drawn.map((c) => [c.id, c.width, c.pinned])).toEqual([
      ['isFavorite', 100, true],
      ['clientName', 100, true],
      ['progress', 120, true],
      ['corporateNumber', 100, false],
      ['meetingDate', 100, false],
      ['memo', 100, false],
    ]);
  });

  test('hide, width back to the table width, and 既定に戻す', () => {
    const changed = withWidth(
      withHidden(withWidth(start, 'memo', 300), 'meetingDate', true),
      'memo',
      null,
    );
    expect(changed.columns.widths).toEqual({});
    expect(changed.columns.hidden).toEqual(['meetingDate']);
    expect(columnsAreDefault(changed, table)).toBe(false);
    const reset = withDefaultColumns({ ...changed, filters: { query: 'x' } }, table);
    expect(columnsAreDefault(reset, table)).toBe(true);
    expect(reset.filters).toEqual({ query: 'x' });
  });
});
