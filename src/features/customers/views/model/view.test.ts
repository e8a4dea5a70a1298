import { describe, expect, test } from 'vitest';
import {
  arrangeColumns,
  defaultView,
  readStoredViewState,
  storedViewState,
  VIEW_STATE_MAX_CHARS,
  viewChanged,
  viewFor,
  type ViewTable,
} from './view';

const table: ViewTable = {
  columnIds: ['isFavorite', 'corporateNumber', 'meetingDate', 'clientName', 'progress', 'memo'],
  alwaysShown: ['isFavorite', 'clientName'],
  defaultPinned: ['isFavorite', 'clientName'],
  emptyFilters: { query: '', progress: [], priority: '' },
  choices: { progress: ['商談中', '受注', '失注'], priority: ['A', 'B', 'C'] },
  minWidth: 48,
  maxWidth: 800,
};

describe('a saved view read against the table as it is today', () => {
  test('nothing stored, or something malformed: the default view, star and client name pinned', () => {
    const fallback = defaultView(table);
    expect(fallback.columns.pinned).toEqual(['isFavorite', 'clientName']);
    expect(fallback.columns.order).toEqual(table.columnIds);
    for (const stored of [undefined, null, 'x', 42, []])
      expect(viewFor(stored, table)).toEqual(fallback);
  });

  test('filters, sort and columns come back as saved', () => {
    const stored = {
      filters: { query: '山田', progress: ['商談中'], priority: 'A' },
      sort: { columnId: 'meetingDate', direction: 'desc' },
      columns: {
        order: ['clientName', 'isFavorite', 'progress', 'memo', 'meetingDate', 'corporateNumber'],
        widths: { memo: 300 },
        hidden: ['corporateNumber'],
        pinned: ['clientName'],
      },
    };
    expect(viewFor(stored, table)).toEqual(stored);
  });

  test('a column removed since is dropped; one added later appears after its predecessor', () => {
    const stored = {
      columns: {
        // Saved before 'progress' existed, when a 'legacy' column still did.
        order: ['clientName', 'isFavorite', 'legacy', 'corporateNumber', 'meetingDate', 'memo'],
        widths: { legacy: 100, memo: 5000, meetingDate: 10 },
        hidden: ['legacy', 'clientName', 'memo'],
        pinned: ['legacy', 'clientName'],
      },
    };
    const { columns } = viewFor(stored, table);
    // 'progress' follows 'clientName' in the table, so it follows it here too.
    expect(columns.order).toEqual([
      'clientName',
      'progress',
      'isFavorite',
      'corporateNumber',
      'meetingDate',
      'memo',
    ]);
    expect(columns.widths).toEqual({ memo: 800, meetingDate: 48 });
    // The client name cannot be hidden, whatever was stored.
    expect(columns.hidden).toEqual(['memo']);
    expect(columns.pinned).toEqual(['clientName']);
  });

  test('a deleted option leaves the filter; a sort on a column that is gone is dropped', () => {
    const view = viewFor(
      {
        filters: { progress: ['商談中', '保留'], priority: 'S', query: 'x', stale: 'y' },
        sort: { columnId: 'legacy', direction: 'asc' },
      },
      table,
    );
    expect(view.filters).toEqual({ query: 'x', progress: ['商談中'], priority: '' });
    expect(view.sort).toBeNull();
  });
});

test('a state is stored as one JSON text and read back; a stored map (older views) reads as it is', () => {
  const state = viewFor(
    {
      filters: { query: '山田', progress: ['商談中'] },
      sort: { columnId: 'memo', direction: 'asc' },
    },
    table,
  );
  const text = storedViewState(state);
  expect(typeof text).toBe('string');
  expect(viewFor(readStoredViewState(text), table)).toEqual(state);
  expect(viewFor(readStoredViewState(JSON.parse(text)), table)).toEqual(state);
  expect(viewFor(readStoredViewState('{not json'), table)).toEqual(defaultView(table));
  // A view of every column pinned, sized and hidden, every filter set, is far under the bound.
  const ids = Array.from({ length: 100 }, (_, i) => `column-with-a-long-id-${i}`);
  const full = storedViewState({
    filters: { query: 'あ'.repeat(200), progress: ['商談中', '受注', '失注'] },
    sort: { columnId: ids[0]!, direction: 'desc' },
    columns: {
      order: ids,
      widths: Object.fromEntries(ids.map((id) => [id, 800])),
      hidden: ids,
      pinned: ids,
    },
  });
  expect(full.length).toBeLessThan(VIEW_STATE_MAX_CHARS);
});

describe('the columns to draw', () => {
  const columns = table.columnIds.map((id) => ({ id, width: 100 }));

  test('pinned first in their order, then the view order; hidden left out; widths applied', () => {
    const drawn = arrangeColumns(columns, {
      order: ['corporateNumber', 'isFavorite', 'meetingDate', 'clientName', 'progress', 'memo'],
      widths: { clientName: 180 },
      hidden: ['meetingDate'],
      pinned: ['isFavorite', 'clientName'],
    });
    expect(drawn.map((column) => [column.id, column.width, column.pinned])).toEqual([
      ['isFavorite', 100, true],
      ['clientName', 180, true],
      ['corporateNumber', 100, false],
      ['progress', 100, false],
      ['memo', 100, false],
    ]);
  });

  test('the default view draws the star and the client name at the left, the rest in table order', () => {
    expect(arrangeColumns(columns, defaultView(table).columns).map((column) => column.id)).toEqual([
      'isFavorite',
      'clientName',
      'corporateNumber',
      'meetingDate',
      'progress',
      'memo',
    ]);
  });
});

test('a working state differs from its saved view once anything changes', () => {
  const saved = defaultView(table);
  expect(viewChanged(viewFor(JSON.parse(JSON.stringify(saved)), table), saved)).toBe(false);
  expect(viewChanged({ ...saved, sort: { columnId: 'memo', direction: 'asc' } }, saved)).toBe(true);
});
