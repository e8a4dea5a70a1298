import { describe, expect, test } from 'vitest';
import {
  boundedChanges,
  HISTORY_CHANGES_BUDGET,
  HISTORY_VALUE_MAX,
  isOmittedValue,
} from './history-bounds';
import { historyEntry } from './history-diff';

describe('boundedChanges', () => {
  test('values up to the limit are kept whole', () => {
    const changes = [{ field: 'taskMemo', before: 'x'.repeat(HISTORY_VALUE_MAX), after: null }];
    expect(boundedChanges(changes)).toEqual(changes);
  });

  test('a longer value keeps its length, a fingerprint and its first characters', () => {
    const long = 'あ'.repeat(HISTORY_VALUE_MAX + 1);
    const change = boundedChanges([{ field: 'taskMemo', before: 'short', after: long }])[0]!;
    expect(change.before).toBe('short');
    expect(change.after).toEqual({
      omitted: true,
      length: HISTORY_VALUE_MAX + 1,
      hash: expect.stringMatching(/^fnv1a32:[0-9a-f]{8}$/),
      head: 'あ'.repeat(200),
    });
    // The same value gives the same fingerprint, another one another.
    const again = boundedChanges([{ field: 'taskMemo', before: null, after: long }])[0]!;
    const other = boundedChanges([{ field: 'taskMemo', before: null, after: `${long}い` }])[0]!;
    expect((again.after as { hash: string }).hash).toBe((change.after as { hash: string }).hash);
    expect((other.after as { hash: string }).hash).not.toBe(
      (change.after as { hash: string }).hash,
    );
  });

  test('a list or map is measured by its JSON text', () => {
    const change = boundedChanges([
      { field: 'legacy', before: null, after: Array.from({ length: 5000 }, () => 'ab') },
    ])[0]!;
    expect(isOmittedValue(change.after)).toBe(true);
    expect(change.after).toMatchObject({ head: '' });
  });

  test('many values under the limit are omitted largest first until the entry fits its budget', () => {
    const changes = Array.from({ length: 40 }, (_, index) => ({
      field: `f${index}`,
      before: 'い'.repeat(HISTORY_VALUE_MAX - index),
      after: 'ろ'.repeat(HISTORY_VALUE_MAX - index),
    }));
    const bounded = boundedChanges(changes);
    const bytes = new TextEncoder().encode(JSON.stringify(bounded)).length;
    expect(bytes).toBeLessThanOrEqual(HISTORY_CHANGES_BUDGET);
    // The largest went first: f0's values are omitted, the smallest (f39) kept whole.
    expect(isOmittedValue(bounded[0]!.before)).toBe(true);
    expect(bounded[39]!.after).toBe('ろ'.repeat(HISTORY_VALUE_MAX - 39));
  });

  test('historyEntry stores a deleted padded row as a bounded entry', () => {
    const entry = historyEntry({
      table: 'ob_list',
      rowId: 'o1',
      before: { clientName: 'A', taskMemo: 'x'.repeat(900_000) },
      after: null,
      by: null,
      at: new Date('2026-11-27T00:00:00Z'),
    });
    expect(entry?.changes).toEqual([
      { field: 'clientName', before: 'A', after: null },
      {
        field: 'taskMemo',
        before: expect.objectContaining({ omitted: true, length: 900_000 }),
        after: null,
      },
    ]);
  });
});
