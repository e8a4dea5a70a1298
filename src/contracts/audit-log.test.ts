import { BULK_AUDIT_MIN_ROWS, entryOfReport, parseAuditReport } from './audit-log';

const NOW = new Date('2026-12-07T03:00:00Z');
const caller = (record: Record<string, unknown> | null) => ({ uid: 'u1', record });

test('an export needs the export right: a 管理者 always, a メンバー with it, never 閲覧のみ', () => {
  const report = parseAuditReport({
    kind: 'export',
    table: 'sa_list',
    view: '全件',
    rowCount: 12,
  })!;
  expect(entryOfReport(report, caller({ name: '管理', role: 'admin' }), NOW)).toMatchObject({
    action: 'export',
    actorUid: 'u1',
    actorName: '管理',
    target: 'sa_list',
    count: 12,
    detail: '全件',
  });
  expect(entryOfReport(report, caller({ role: 'member', canExport: true }), NOW)).not.toBe(
    'refused',
  );
  expect(entryOfReport(report, caller({ role: 'member' }), NOW)).toBe('refused');
  expect(entryOfReport(report, caller({ role: 'viewer', canExport: true }), NOW)).toBe('refused');
  // Not staff at all.
  expect(entryOfReport(report, caller(null), NOW)).toBe('refused');
});

test('bulk changes are recorded from 21 rows; fewer need no entry; 閲覧のみ is refused', () => {
  const bulk = (rowCount: number) => parseAuditReport({ kind: 'bulkDelete', rowCount })!;
  const member = caller({ role: 'member' });
  expect(entryOfReport(bulk(BULK_AUDIT_MIN_ROWS - 1), member, NOW)).toBeNull();
  expect(entryOfReport(bulk(BULK_AUDIT_MIN_ROWS), member, NOW)).toMatchObject({ count: 21 });
  expect(entryOfReport(bulk(50), caller({ role: 'viewer' }), NOW)).toBe('refused');
});

test('sign-ins are anyone’s; the log’s own CSV is an administrator’s', () => {
  expect(
    entryOfReport(parseAuditReport({ kind: 'signIn' })!, caller({ role: 'viewer' }), NOW),
  ).toMatchObject({ action: 'signIn' });
  const csv = parseAuditReport({ kind: 'auditExport', rowCount: 3 })!;
  expect(entryOfReport(csv, caller({ role: 'member', canExport: true }), NOW)).toBe('refused');
});

test('kept three years: expireAt is the same instant three years later', () => {
  const entry = entryOfReport(parseAuditReport({ kind: 'signIn' })!, caller({}), NOW);
  expect(entry).not.toBe('refused');
  const { at, expireAt } = entry as { at: Date; expireAt: Date };
  expect(at).toEqual(NOW);
  expect(expireAt).toEqual(new Date('2029-12-07T03:00:00Z'));
});

test('a malformed report is refused as a whole', () => {
  expect(parseAuditReport(null)).toBeNull();
  expect(parseAuditReport({ kind: 'delete-everything' })).toBeNull();
  expect(parseAuditReport({ kind: 'export', rowCount: -1 })).toBeNull();
  expect(parseAuditReport({ kind: 'export', rowCount: 1.5 })).toBeNull();
  expect(parseAuditReport({ kind: 'export', table: 'x'.repeat(1000) })!.table).toHaveLength(300);
});
