import { describe, expect, it } from 'vitest';
import {
  collectionGroupOf,
  compareSnapshots,
  drillPassed,
  drillReport,
  snapshotOf,
  stableText,
} from './backup-drill';

describe('backup drill', () => {
  it('groups documents by collection, ids as *', () => {
    expect(collectionGroupOf('sa_list/a1')).toBe('sa_list');
    expect(collectionGroupOf('sa_list/a1/history/h1')).toBe('sa_list/*/history');
  });

  it('spells fields so that any change shows, key order aside', () => {
    expect(stableText({ b: { integerValue: '1' }, a: [true, null, 'あ'] })).toBe(
      stableText({ a: [true, null, 'あ'], b: { integerValue: '1' } }),
    );
    expect(stableText({ n: { integerValue: '1' } })).not.toBe(
      stableText({ n: { doubleValue: 1 } }),
    );
    expect(stableText({ n: 1 })).not.toBe(stableText({ n: '1' }));
  });

  it('passes only when every document comes back with the same data', () => {
    const before = snapshotOf([
      { path: 'sa_list/a', data: { name: '株式会社A' } },
      { path: 'sa_list/a/history/h', data: { n: 1 } },
      { path: 'members/u', data: { name: '佐藤' } },
    ]);
    const same = compareSnapshots(before, new Map(before));
    expect(drillPassed(same)).toBe(true);
    expect(same.counts).toEqual([
      { group: 'members', before: 1, after: 1 },
      { group: 'sa_list', before: 1, after: 1 },
      { group: 'sa_list/*/history', before: 1, after: 1 },
    ]);

    const after = snapshotOf([
      { path: 'sa_list/a', data: { name: '株式会社B' } },
      { path: 'members/u', data: { name: '佐藤' } },
      { path: 'members/v', data: {} },
    ]);
    const comparison = compareSnapshots(before, after);
    expect(drillPassed(comparison)).toBe(false);
    expect(comparison.missing).toEqual(['sa_list/a/history/h']);
    expect(comparison.extra).toEqual(['members/v']);
    expect(comparison.changed).toEqual(['sa_list/a']);
    const report = drillReport(comparison).join('\n');
    expect(report).toContain('sa_list/*/history');
    expect(report).toContain('DIFFERS');
    expect(report).toContain('1 missing after the restore: sa_list/a/history/h');
  });
});
