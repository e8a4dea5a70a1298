import { describe, expect, it } from 'vitest';
import { mergeTimeline, timelineItems } from './timeline';

const at = (iso: string | null) => (iso ? new Date(iso) : null);
const changes = timelineItems(
  'change',
  [
    { id: 'h1', t: '2026-11-28T01:00:00Z' },
    { id: 'h2', t: '2026-11-28T03:00:00Z' },
  ],
  (item) => at(item.t),
);
const comments = timelineItems(
  'comment',
  [
    { id: 'c1', t: '2026-11-28T02:00:00Z' },
    { id: 'c2', t: null },
  ],
  (item) => at(item.t),
);
const answers = timelineItems('survey', [{ id: 's1', t: '2026-11-28T03:00:00Z' }], (item) =>
  at(item.t),
);
const keys = (items: readonly { key: string }[]) => items.map((item) => item.key);

describe('mergeTimeline', () => {
  it('merges the sources newest first; an item still without its time comes first', () => {
    expect(keys(mergeTimeline([changes, comments, answers]))).toEqual([
      'comment:c2',
      'change:h2',
      'survey:s1',
      'comment:c1',
      'change:h1',
    ]);
  });

  it('keeps the sources order for items of the same moment', () => {
    expect(keys(mergeTimeline([answers, changes])).slice(0, 2)).toEqual(['survey:s1', 'change:h2']);
  });

  it('filters by kind: コメント, 変更, アンケート', () => {
    expect(keys(mergeTimeline([changes, comments, answers], 'comment'))).toEqual([
      'comment:c2',
      'comment:c1',
    ]);
    expect(keys(mergeTimeline([changes, comments, answers], 'change'))).toEqual([
      'change:h2',
      'change:h1',
    ]);
    expect(keys(mergeTimeline([changes, comments, answers], 'survey'))).toEqual(['survey:s1']);
  });

  it('keys are unique across kinds of the same id', () => {
    const same = [
      timelineItems('change', [{ id: 'x' }], () => null),
      timelineItems('comment', [{ id: 'x' }], () => null),
    ];
    expect(new Set(keys(mergeTimeline(same))).size).toBe(2);
  });
});
