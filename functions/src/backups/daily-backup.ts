import {
  type BackupExportRequest,
  backupBucketName,
  backupExportRequest,
} from './export-request.js';

export interface DailyBackupPorts {
  projectId: string;
  /** The BACKUP_BUCKET parameter as set. */
  bucket: string;
  now: () => Date;
  /** Starts the export (the Admin API's long-running operation); resolves with its name. */
  exportDocuments: (request: BackupExportRequest) => Promise<string>;
}

export class BackupNotConfigured extends Error {}

/**
 * One daily backup: starts the export of the whole database into the bucket. Without a bucket
 * it throws rather than returning quietly, so the schedule's run is marked failed in the logs
 * (docs/deploy.md, "Backups") instead of a team believing it has backups it does not have.
 */
export async function runDailyBackup(
  ports: DailyBackupPorts,
): Promise<{ operation: string; outputUriPrefix: string }> {
  const bucket = backupBucketName(ports.bucket);
  if (!bucket) {
    throw new BackupNotConfigured(
      `BACKUP_BUCKET is ${ports.bucket.trim() ? `not a bucket name: "${ports.bucket}"` : 'not set'}; no backup was made.`,
    );
  }
  if (!ports.projectId)
    throw new BackupNotConfigured('The project id is unknown; no backup was made.');
  const request = backupExportRequest(ports.projectId, bucket, ports.now());
  const operation = await ports.exportDocuments(request);
  return { operation, outputUriPrefix: request.outputUriPrefix };
}
