import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BackupNotConfigured, runDailyBackup } from './daily-backup.js';
import type { BackupExportRequest } from './export-request.js';
import { backupBucketName } from './export-request.js';

function ports(bucket: string, projectId = 'acme-backoffice') {
  const requests: BackupExportRequest[] = [];
  return {
    requests,
    ports: {
      projectId,
      bucket,
      // 02:00 in Tokyo on 7 December.
      now: () => new Date('2026-12-06T17:00:00Z'),
      exportDocuments: async (request: BackupExportRequest) => {
        requests.push(request);
        return 'projects/acme-backoffice/databases/(default)/operations/op-1';
      },
    },
  };
}

test('runDailyBackup exports the whole database into a folder named by Tokyo time', async () => {
  const { ports: deps, requests } = ports('gs://acme-backups');
  const result = await runDailyBackup(deps);
  assert.deepEqual(requests, [
    {
      name: 'projects/acme-backoffice/databases/(default)',
      outputUriPrefix: 'gs://acme-backups/firestore/2026-12-07T0200',
      collectionIds: [],
    },
  ]);
  assert.deepEqual(result, {
    operation: 'projects/acme-backoffice/databases/(default)/operations/op-1',
    outputUriPrefix: 'gs://acme-backups/firestore/2026-12-07T0200',
  });
});

test('runDailyBackup without a usable bucket fails loudly and exports nothing', async () => {
  for (const bucket of ['', '  ', 'gs://', 'https://storage.googleapis.com/acme', 'acme/backups']) {
    const { ports: deps, requests } = ports(bucket);
    await assert.rejects(runDailyBackup(deps), BackupNotConfigured, JSON.stringify(bucket));
    assert.equal(requests.length, 0);
  }
  const { ports: deps } = ports('acme-backups', '');
  await assert.rejects(runDailyBackup(deps), /project id/);
});

test('backupBucketName takes a bare name or a gs:// address', () => {
  assert.equal(backupBucketName('acme-backups'), 'acme-backups');
  assert.equal(backupBucketName(' gs://acme-backups/ '), 'acme-backups');
  assert.equal(backupBucketName('gs://Acme'), null);
});
