import { describe, expect, test } from 'vitest';
import { diffCustomer, historyEntry, sameStoredValue, stampedWriter } from './history-diff';

/** What the Admin SDK hands the trigger for a Timestamp field. */
const adminTimestamp = (ms: number) => ({
  seconds: Math.floor(ms / 1000),
  nanoseconds: (ms % 1000) * 1e6,
  toMillis: () => ms,
});
const tokyoMidnight = (iso: string) => new Date(`${iso}T00:00:00+09:00`).getTime();

describe('sameStoredValue', () => {
  test.each([
    ['empty text and a missing field', '', undefined],
    ['null and empty text', null, ''],
    ['the same text', '商談中', '商談中'],
    [
      'a Date and a Timestamp of the same instant',
      new Date(1_700_000_000_123),
      adminTimestamp(1_700_000_000_123),
    ],
    [
      'a plain {seconds, nanoseconds} and a Date',
      { seconds: 1_700_000_000, nanoseconds: 5e8 },
      new Date(1_700_000_000_500),
    ],
    [
      'a Tokyo-midnight Timestamp and its date text',
      adminTimestamp(tokyoMidnight('2026-01-05')),
      '2026-01-05',
    ],
    ['lists with equal items', ['a', new Date(5)], ['a', adminTimestamp(5)]],
    ['maps whatever their key order', { a: 1, b: '' }, { b: null, a: 1 }],
  ])('%s are the same', (_, a, b) => {
    expect(sameStoredValue(a, b)).toBe(true);
  });

  test.each([
    ['different text', 'A', 'B'],
    ['a number and its text', 1, '1'],
    ['false and empty', false, ''],
    [
      'a Timestamp not at Tokyo midnight and the date text',
      adminTimestamp(tokyoMidnight('2026-01-05') + 60_000),
      '2026-01-05',
    ],
    [
      'a Tokyo midnight and the next day',
      adminTimestamp(tokyoMidnight('2026-01-05')),
      '2026-01-06',
    ],
    ['lists in another order', ['a', 'b'], ['b', 'a']],
    ['a list and a longer one', ['a'], ['a', 'b']],
  ])('%s differ', (_, a, b) => {
    expect(sameStoredValue(a, b)).toBe(false);
  });
});

describe('diffCustomer', () => {
  test('an update lists only the fields whose value changed, before and after', () => {
    const before = {
      clientName: '株式会社A',
      progress: '商談中',
      memo: '',
      createdAt: new Date(1),
    };
    const after = { clientName: '株式会社A', progress: '受注', memo: '', createdAt: new Date(1) };
    expect(diffCustomer(before, after)).toEqual({
      kind: 'update',
      changes: [{ field: 'progress', before: '商談中', after: '受注' }],
    });
  });

  test('a re-save of the same value, or of bookkeeping only, is no entry', () => {
    const row = { clientName: 'A', progress: '商談中', createdAt: new Date(1) };
    expect(diffCustomer(row, { ...row })).toBeNull();
    expect(
      diffCustomer(row, { ...row, createdAt: new Date(2), updatedAt: new Date(3) }),
    ).toBeNull();
    // A field written empty where it was missing shows nothing new.
    expect(diffCustomer(row, { ...row, memo: '' })).toBeNull();
    expect(diffCustomer(null, null)).toBeNull();
  });

  test('a field added or removed is a change from or to empty (stored as null)', () => {
    expect(diffCustomer({ a: 'x' }, { a: 'x', memo: '新規' })?.changes).toEqual([
      { field: 'memo', before: null, after: '新規' },
    ]);
    expect(diffCustomer({ a: 'x', memo: 'old' }, { a: 'x' })?.changes).toEqual([
      { field: 'memo', before: 'old', after: null },
    ]);
  });

  test('lists, booleans and dates as Timestamps are compared by content', () => {
    const before = {
      tags: ['a', 'b'],
      isFavorite: false,
      due: adminTimestamp(tokyoMidnight('2026-01-05')),
    };
    expect(diffCustomer(before, { ...before, tags: ['a', 'b'], due: '2026-01-05' })).toBeNull();
    const changed = diffCustomer(before, { ...before, tags: ['a'], isFavorite: true });
    expect(changed?.changes.map((change) => change.field)).toEqual(['tags', 'isFavorite']);
    expect(changed?.changes[1]).toEqual({ field: 'isFavorite', before: false, after: true });
  });

  test('a create lists the fields it filled, a delete the fields the row had', () => {
    const row = { clientName: 'B社', progress: '', priority: 'A', createdAt: new Date(1) };
    expect(diffCustomer(null, row)).toEqual({
      kind: 'create',
      changes: [
        { field: 'clientName', before: null, after: 'B社' },
        { field: 'priority', before: null, after: 'A' },
      ],
    });
    expect(diffCustomer(row, null)).toEqual({
      kind: 'delete',
      changes: [
        { field: 'clientName', before: 'B社', after: null },
        { field: 'priority', before: 'A', after: null },
      ],
    });
  });
});

describe('historyEntry', () => {
  const at = new Date('2026-11-24T06:30:00Z');
  const by = { uid: 'u1', name: '山田' };

  test('names the table, the row, the customer, who and when, and expires after 400 days', () => {
    const entry = historyEntry({
      table: 'sa_list',
      rowId: 'r1',
      before: { clientName: 'C社', priority: 'B' },
      after: { clientName: 'C社', priority: 'A' },
      by,
      at,
    });
    expect(entry).toEqual({
      table: 'sa_list',
      rowId: 'r1',
      kind: 'update',
      clientName: 'C社',
      changes: [{ field: 'priority', before: 'B', after: 'A' }],
      by,
      at,
      expireAt: new Date('2027-12-29T06:30:00Z'),
    });
  });

  test("a deleted row's entry keeps its name; an unchanged write gives none", () => {
    const row = { clientName: 'D社' };
    expect(
      historyEntry({ table: 'ob_list', rowId: 'r', before: row, after: null, by: null, at })
        ?.clientName,
    ).toBe('D社');
    expect(
      historyEntry({ table: 'ob_list', rowId: 'r', before: row, after: row, by, at }),
    ).toBeNull();
  });

  test("a write that lands a survey response is the survey's, and its marker is no change", () => {
    const entry = historyEntry({
      table: 'ob_list',
      rowId: 'o1',
      before: { clientName: 'E社', surveyResponseDate: '' },
      after: {
        clientName: 'E社',
        surveyResponseDate: '2026-11-24',
        lastSurveyResponse: { surveyId: 's1', responseId: 'r1' },
      },
      by: null,
      at,
    });
    expect(entry?.by).toEqual({ uid: 'survey', name: 'アンケート回答' });
    expect(entry?.changes.map((change) => change.field)).toEqual(['surveyResponseDate']);
  });
});

describe('stampedWriter', () => {
  const at = (ms: number) => adminTimestamp(ms);
  test('a write that moved editedAt was made by the member its editedBy names', () => {
    expect(stampedWriter(null, { editedBy: 'u1', editedAt: at(2) })).toBe('u1');
    expect(
      stampedWriter({ editedBy: 'u2', editedAt: at(1) }, { editedBy: 'u1', editedAt: at(2) }),
    ).toBe('u1');
  });

  test('a write that left the stamp as it was, a delete, or no stamp names nobody', () => {
    const stamp = { editedBy: 'u1', editedAt: at(1) };
    expect(stampedWriter(stamp, { ...stamp, progress: '受注' })).toBeNull();
    expect(stampedWriter(stamp, null)).toBeNull();
    expect(stampedWriter(null, { clientName: 'A社' })).toBeNull();
    expect(stampedWriter(null, { editedBy: '', editedAt: at(1) })).toBeNull();
  });

  test('the stamp is bookkeeping, never a change in the entry', () => {
    expect(
      diffCustomer(
        { clientName: 'A社', editedBy: 'u2', editedAt: at(1) },
        { clientName: 'A社', editedBy: 'u1', editedAt: at(2) },
      ),
    ).toBeNull();
  });
});
