import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { MAX_INSTANCES } from '../on-callable.js';
import { FUNCTIONS_REGION } from '../region.js';
import { CUSTOMER_ACTIVITIES } from '../shared/contracts/contacts.js';
import { applyLastContact } from '../shared/last-contact.js';

/**
 * 活動: every activity logged or edited, from any client, moves its company's 最終接触日 on to the
 * activity's day (Tokyo) when that is later (last-contact.ts). The row's update is the server's;
 * its history names no member. retry: a failed run comes again, and a second run writes nothing.
 */
export const onActivityWritten = onDocumentWritten(
  {
    region: FUNCTIONS_REGION,
    document: `${CUSTOMER_ACTIVITIES}/{activityId}`,
    maxInstances: MAX_INSTANCES,
    retry: true,
  },
  async (event) => {
    const after = event.data?.after.exists ? (event.data.after.data() ?? null) : null;
    const db = adminFirestore();
    await applyLastContact(
      {
        get: async (collection, id) => (await db.doc(`${collection}/${id}`).get()).data() ?? null,
        update: async (collection, id, fields) => {
          await db.doc(`${collection}/${id}`).update(fields);
        },
      },
      after,
    );
  },
);
