import { FieldValue, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { recordResponseStats, type StatsDb, type Tx } from './record-response-stats.js';

/**
 * The Admin SDK behind the small interface the handler is written (and tested) against. Refs
 * and queries handed back in are the SDK's own objects, so the casts only undo the narrowing.
 */
function statsDb(): StatsDb {
  const db = adminFirestore();
  return {
    doc: (path) => db.doc(path),
    where: (collection, field, value) =>
      Object.assign(db.collection(collection).where(field, '==', value), {
        kind: 'query' as const,
      }),
    runTransaction: (work) =>
      db.runTransaction((transaction) => {
        const tx: Tx = {
          get: (ref) => transaction.get(ref as DocumentReference),
          getQuery: (query) => transaction.get(query as unknown as Query),
          set: (ref, data) => transaction.set(ref as DocumentReference, data),
          update: (ref, data) => transaction.update(ref as DocumentReference, data),
        };
        return work(tx);
      }),
  };
}

/** Keeps surveyStats/{surveyId} and surveys/{id}.responseCount in step with new responses. */
export const onResponseCreated = onDocumentCreated('responses/{responseId}', async (event) => {
  await recordResponseStats(
    statsDb(),
    {
      serverTimestamp: () => FieldValue.serverTimestamp(),
      increment: (n) => FieldValue.increment(n),
    },
    event.params.responseId,
  );
});
