import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CallableError } from '../callable-error.js';
import type { AuditEntry } from '../shared/contracts/audit-log.js';
import { recordAuditEvent } from './on-call.js';

function deps(records: Record<string, Record<string, unknown>>) {
  const written: AuditEntry[] = [];
  return {
    written,
    deps: {
      memberRecord: async (uid: string) => records[uid] ?? null,
      write: async (entry: AuditEntry) => void written.push(entry),
      now: () => new Date('2026-12-07T00:00:00Z'),
    },
  };
}

const isCode = (code: string) => (error: unknown) =>
  error instanceof CallableError && error.code === code;

test('recordAuditEvent: the export right is the go-ahead; a refusal records nothing', async () => {
  const { deps: ports, written } = deps({
    admin: { name: '管理', role: 'admin' },
    viewer: { name: '閲覧', role: 'viewer' },
  });
  const report = { kind: 'export', table: 'sa_list', view: '全件', rowCount: 3 };
  assert.deepEqual(await recordAuditEvent({ auth: { uid: 'admin' }, data: report }, ports), {
    recorded: true,
  });
  await assert.rejects(
    recordAuditEvent({ auth: { uid: 'viewer' }, data: report }, ports),
    isCode('permission-denied'),
  );
  await assert.rejects(
    recordAuditEvent({ auth: { uid: 'stranger' }, data: report }, ports),
    isCode('permission-denied'),
  );
  await assert.rejects(recordAuditEvent({ data: report }, ports), isCode('permission-denied'));
  await assert.rejects(
    recordAuditEvent({ auth: { uid: 'admin' }, data: { kind: 'wipe' } }, ports),
    isCode('invalid-argument'),
  );
  assert.deepEqual(
    written.map((entry) => [entry.action, entry.actorName, entry.target, entry.count]),
    [['export', '管理', 'sa_list', 3]],
  );
});
