import { v1 } from '@google-cloud/firestore';
import { logger } from 'firebase-functions';
import { defineString, projectID } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '../region.js';
import { runDailyBackup } from './daily-backup.js';

const backupBucket = defineString('BACKUP_BUCKET', {
  default: '',
  description:
    'The Cloud Storage bucket (same region as Firestore) the daily Firestore export goes to; empty: every run fails with a message',
});

/**
 * Every night a full export of Firestore (the Admin API's exportDocuments) to BACKUP_BUCKET. The
 * export runs on Google's side after this returns; the bucket's lifecycle rule deletes it after
 * BACKUP_RETENTION_DAYS. Restoring is a manual, deliberate step (docs/deploy.md).
 */
export const backupFirestoreDaily = onSchedule(
  {
    region: FUNCTIONS_REGION,
    schedule: 'every day 02:00',
    timeZone: 'Asia/Tokyo',
    maxInstances: 1,
  },
  async () => {
    const result = await runDailyBackup({
      projectId: projectID.value(),
      bucket: backupBucket.value(),
      now: () => new Date(),
      exportDocuments: async (request) => {
        const [operation] = await new v1.FirestoreAdminClient().exportDocuments(request);
        return operation.name ?? '';
      },
    });
    logger.info('Firestore backup started', result);
  },
);
