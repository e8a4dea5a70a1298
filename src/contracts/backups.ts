/**
 * The daily Firestore backup (functions/src/backups/): where each export goes in the bucket and
 * how long the bucket keeps it. The bucket's lifecycle rule (deploy/backup-bucket-lifecycle.json)
 * deletes an export this many days after it is written; a test keeps the two equal.
 */
export const BACKUP_RETENTION_DAYS = 30;

/** The folder of the bucket the exports go in, one sub-folder per run named by Tokyo time. */
export const BACKUP_FOLDER = 'firestore';
