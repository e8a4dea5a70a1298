import { BACKUP_FOLDER } from '../shared/contracts/backups.js';
import { tokyoLocalTime } from '../shared/tokyo-time.js';

/** What the Firestore Admin API's exportDocuments is asked for one daily backup. */
export interface BackupExportRequest {
  /** projects/{project}/databases/(default) */
  name: string;
  /** gs://{bucket}/firestore/{YYYY-MM-DDTHHMM, Tokyo} */
  outputUriPrefix: string;
  /** Empty: every collection, subcollections included. */
  collectionIds: string[];
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/**
 * The bucket named by the BACKUP_BUCKET parameter, 'name' or 'gs://name', as its bare name; null
 * when it is empty or not a bucket name (a path or a URL of another kind is refused, not guessed).
 */
export function backupBucketName(value: string): string | null {
  const name = value
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/$/, '');
  return BUCKET_NAME.test(name) ? name : null;
}

/** The export request for a run at `at`: the whole database into its own dated folder. */
export function backupExportRequest(
  projectId: string,
  bucket: string,
  at: Date,
): BackupExportRequest {
  const folder = tokyoLocalTime(at).replace(':', '');
  return {
    name: `projects/${projectId}/databases/(default)`,
    outputUriPrefix: `gs://${bucket}/${BACKUP_FOLDER}/${folder}`,
    collectionIds: [],
  };
}
