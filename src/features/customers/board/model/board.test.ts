import { expect, test } from 'vitest';
import { boardLanes, isOverdue, oncePerRow, pendingPlacements, withPlacements } from './board';

const row = (id: string, progress: string) => ({ id, progress });

test('one lane per status in order, 未設定 last, the rows in the order given', () => {
  const rows = [row('a', '受注'), row('b', ''), row('c', '商談中'), row('d', '受注')];
  const lanes = boardLanes(rows, ['商談中', '受注', '失注']);
  expect(lanes.map((lane) => [lane.status, lane.rows.map((r) => r.id)])).toEqual([
    ['商談中', ['c']],
    ['受注', ['a', 'd']],
    ['失注', []],
    ['', ['b']],
  ]);
});

test('a view filtered by 進捗 shows only the chosen lanes', () => {
  const lanes = boardLanes([row('a', '受注')], ['商談中', '受注'], ['受注']);
  expect(lanes.map((lane) => lane.status)).toEqual(['受注']);
});

test('overdue: a date before today on a row not done', () => {
  expect(isOverdue('2026-11-26', '2026-11-27')).toBe(true);
  expect(isOverdue('2026-11-27', '2026-11-27')).toBe(false);
  expect(isOverdue('', '2026-11-27')).toBe(false);
  expect(isOverdue('2026-11-01', '2026-11-27', true)).toBe(false);
});

test('a card is made once per row object, again for a changed row', () => {
  let made = 0;
  const content = oncePerRow((row: { id: string; progress: string }) => {
    made += 1;
    return row.id;
  });
  const a = row('a', '受注');
  content(a);
  content(a);
  content({ ...a, progress: '失注' });
  expect(made).toBe(2);
});

test('a dropped card shows in its lane until the rows show it, or the row is gone', () => {
  const rows = [row('a', '商談中'), row('b', '受注')];
  const placements = new Map([
    ['a', '受注'],
    ['b', '失注'],
  ]);
  expect(withPlacements(rows, placements).map((r) => r.progress)).toEqual(['受注', '失注']);
  // The store gave back a's move; b's is still pending.
  const next = pendingPlacements([row('a', '受注'), row('b', '受注')], placements);
  expect([...next]).toEqual([['b', '失注']]);
  // b was deleted meanwhile.
  expect(pendingPlacements([row('a', '受注')], next).size).toBe(0);
  expect(withPlacements(rows, new Map())).toBe(rows);
});
