import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { recordResponseStats } from './record-response-stats.js';

/** Keeps surveyStats/{surveyId} and surveys/{id}.responseCount in step with new responses. */
export const onResponseCreated = onDocumentCreated('responses/{responseId}', async (event) => {
  await recordResponseStats(
    adminFirestore(),
    {
      serverTimestamp: () => FieldValue.serverTimestamp(),
      increment: (n) => FieldValue.increment(n),
    },
    event.params.responseId,
  );
});
