import { MEMBERS, memberMentionsPath, memberPrivatePath } from '../shared/contracts/collections.js';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { ASSIGNEE_NAMES } from '../shared/contracts/assignee-links.js';
import { adminFirestore } from '../admin.js';
import { cleanUpAfterMemberDeleted } from '../shared/private-cleanup.js';
import { FUNCTIONS_REGION } from '../region.js';

/**
 * A deleted member's private documents (the Chatwork token) and stored mentions go with the
 * record: clients cannot delete them (the rules let only their owner), so the server does, with
 * the Admin SDK.
 * The decision is shared with the local backend (src/features/members/model/private-cleanup.ts).
 * retry: a failed run is delivered again; deleting what is already gone is harmless, so a
 * transient failure never leaves a former member's key behind.
 */
export const onMemberDeleted = onDocumentDeleted(
  { region: FUNCTIONS_REGION, document: `${MEMBERS}/{memberId}`, maxInstances: 10, retry: true },
  async (event) => {
    const db = adminFirestore();
    await cleanUpAfterMemberDeleted(event.params.memberId, event.data?.data(), {
      memberExists: async (uid) => (await db.doc(`${MEMBERS}/${uid}`).get()).exists,
      deleteOwnData: async (uid) => {
        await db.recursiveDelete(db.collection(memberPrivatePath(uid)));
        await db.recursiveDelete(db.collection(memberMentionsPath(uid)));
        // Their assignee names are free again (only their owner could give them back).
        const names = await db.collection(ASSIGNEE_NAMES).where('uid', '==', uid).get();
        const batch = db.batch();
        for (const name of names.docs) batch.delete(name.ref);
        if (!names.empty) await batch.commit();
      },
    });
  },
);
