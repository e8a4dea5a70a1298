import {
  auditCsvRows,
  matchesAuditFilters,
  NO_AUDIT_FILTERS,
  parseAuditRow,
  targetLabel,
} from './audit-entries';

const row = (over: Record<string, unknown> = {}) =>
  parseAuditRow('a1', {
    action: 'export',
    actorUid: 'u1',
    actorName: '佐藤',
    target: 'sa_list',
    count: 120,
    detail: '全件',
    // 2026-12-07 00:30 in Tokyo.
    at: new Date('2026-12-06T15:30:00Z'),
    ...over,
  });

test('対象 names the table and the row count; other targets as stored', () => {
  expect(targetLabel(row())).toBe('SA（120件）');
  expect(targetLabel(row({ target: '山田', count: null }))).toBe('山田');
  expect(targetLabel(row({ target: '', count: 2 }))).toBe('2件');
});

test('filters by member, kind and a period of Tokyo days', () => {
  const entry = row();
  expect(matchesAuditFilters(entry, NO_AUDIT_FILTERS)).toBe(true);
  expect(matchesAuditFilters(entry, { ...NO_AUDIT_FILTERS, actorUid: 'u2' })).toBe(false);
  expect(matchesAuditFilters(entry, { ...NO_AUDIT_FILTERS, action: 'import' })).toBe(false);
  // The Tokyo day is the 7th although the UTC day is the 6th.
  expect(matchesAuditFilters(entry, { ...NO_AUDIT_FILTERS, from: '2026-12-07' })).toBe(true);
  expect(matchesAuditFilters(entry, { ...NO_AUDIT_FILTERS, to: '2026-12-06' })).toBe(false);
  expect(matchesAuditFilters(row({ at: null }), { ...NO_AUDIT_FILTERS, from: '2026-01-01' })).toBe(
    false,
  );
});

test('the CSV holds the columns as shown, an unknown actor named 不明', () => {
  expect(auditCsvRows([row({ actorName: '' })])).toEqual([
    ['日時', '操作者', '操作', '対象', '詳細'],
    ['2026-12-07 00:30:00', '不明', 'エクスポート', 'SA（120件）', '全件'],
  ]);
});
