import { SURVEYS } from '../shared/contracts/survey-collections.js';
import { Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '../admin.js';
import { closingUpdate } from '../shared/closing.js';
import { FUNCTIONS_REGION } from '../region.js';

/** What the closer needs of Firestore (the Admin SDK in production, a fake in tests). */
export interface ClosingDb {
  /** Published surveys whose closesAt is at or before `now`. */
  due(now: Date): Promise<{ id: string; data: Record<string, unknown> }[]>;
  close(id: string, update: { status: 'closed'; closedAt: Date }): Promise<void>;
}

/**
 * Closes every published survey whose 受付終了日時 has come: status 終了 and closedAt
 * = its closing time. The rules already refuse answers from that time on; this makes the list,
 * the results page and the public notice say so. Returns the ids closed.
 */
export async function closeDueSurveys(db: ClosingDb, now: Date): Promise<string[]> {
  const closed: string[] = [];
  for (const survey of await db.due(now)) {
    const update = closingUpdate(survey.data, now);
    if (!update) continue;
    await db.close(survey.id, update);
    closed.push(survey.id);
  }
  return closed;
}

function closingDb(): ClosingDb {
  const db = adminFirestore();
  return {
    due: async (now) => {
      // Index: surveys (status, closesAt) in firestore.indexes.json.
      const snapshot = await db
        .collection(SURVEYS)
        .where('status', '==', 'published')
        .where('closesAt', '<=', Timestamp.fromDate(now))
        .get();
      return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    },
    close: async (id, update) => {
      await db.doc(`${SURVEYS}/${id}`).update(update);
    },
  };
}

/** Every 5 minutes, Tokyo time (the closing time is entered in Tokyo time). */
export const closeDueSurveysEvery5Minutes = onSchedule(
  {
    region: FUNCTIONS_REGION,
    schedule: 'every 5 minutes',
    timeZone: 'Asia/Tokyo',
    retryCount: 1,
  },
  async () => {
    const closed = await closeDueSurveys(closingDb(), new Date());
    if (closed.length > 0) console.info('closed surveys at their time', closed);
  },
);
