import { SURVEY_LINKS, SURVEY_NOTIFICATIONS } from '../shared/contracts/collections.js';
import {
  RESPONSES,
  RESPONSE_LINKS,
  SURVEY_LINK_ANSWERS,
} from '../shared/contracts/survey-collections.js';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { MAX_INSTANCES } from '../on-callable.js';
import { landOnCustomer, type LandingDb } from '../shared/answer-landing.js';
import { withLinkToken } from '../shared/survey-answer.js';
import { adminLinkValues, adminRefusedDb } from './refused-response.js';
import { passResponse, type GateSteps } from './response-gate.js';
import { recordResponseStats, type StatsDb, type TxSnapshot } from './record-response-stats.js';
import { FUNCTIONS_REGION } from '../region.js';

const snapshotOf = (snapshot: DocumentSnapshot): TxSnapshot => ({
  exists: snapshot.exists,
  createTime: snapshot.createTime,
  data: () => snapshot.data(),
});

/**
 * The Admin SDK behind the small interface the handler is written (and tested) against. Refs
 * handed back in are the SDK's own objects, so the casts only undo the narrowing.
 */
export function statsDb(): StatsDb {
  const db = adminFirestore();
  return {
    doc: (path) => db.doc(path),
    get: async (ref) => snapshotOf(await (ref as DocumentReference).get()),
    page: async (collection, surveyId, afterId, limit) => {
      let query = db
        .collection(collection)
        .where('surveyId', '==', surveyId)
        .orderBy(FieldPath.documentId())
        .limit(limit);
      if (afterId !== null) query = query.startAfter(afterId);
      const snapshot = await query.get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        createTime: doc.createTime,
        data: () => doc.data(),
      }));
    },
    runTransaction: (work) =>
      db.runTransaction((transaction) =>
        work({
          get: async (ref) => snapshotOf(await transaction.get(ref as DocumentReference)),
          set: (ref, data) => transaction.set(ref as DocumentReference, data),
          update: (ref, data) => transaction.update(ref as DocumentReference, data),
        }),
      ),
  };
}

/** gRPC's ALREADY_EXISTS, the code a create() of an existing document fails with. */
const ALREADY_EXISTS = 6;

function landingDb(): LandingDb {
  const db = adminFirestore();
  return {
    link: async (token) => (await db.collection(SURVEY_LINKS).doc(token).get()).data() ?? null,
    recordFirstAnswer: async (token, data) => {
      // create() fails when the document exists: the first answer is never replaced.
      await db
        .collection(SURVEY_LINK_ANSWERS)
        .doc(token)
        .create({ ...data, at: FieldValue.serverTimestamp() })
        .catch((error: { code?: unknown }) => {
          if (error.code !== ALREADY_EXISTS) throw error;
        });
    },
    updateRow: (path, update) =>
      db.runTransaction(async (transaction) => {
        const ref = db.doc(path);
        const row = await transaction.get(ref);
        if (!row.exists) return 'missing' as const;
        const fields = update(row.data() ?? {});
        if (!fields) return 'unchanged' as const;
        transaction.update(ref, fields);
        return 'updated' as const;
      }),
  };
}

/** The gate's steps on the Admin SDK (response-gate.ts). */
function gateSteps(): GateSteps {
  const db = adminFirestore();
  return {
    refused: adminRefusedDb(db),
    count: (responseId) =>
      recordResponseStats(
        statsDb(),
        {
          serverTimestamp: () => FieldValue.serverTimestamp(),
          increment: (n) => FieldValue.increment(n),
          timestamp: (at) => new Timestamp(at.seconds, at.nanoseconds),
        },
        responseId,
        undefined,
        adminLinkValues(db),
      ),
    // A response from a personal link lands on its customer's row (shared answer-landing.ts).
    // Its token is in the private record written beside it (public-submit.ts).
    land: async (responseId, response) => {
      const record = await db.doc(`${RESPONSE_LINKS}/${responseId}`).get();
      await landOnCustomer(landingDb(), responseId, withLinkToken(response, record.data()));
    },
    queueNotification: async (responseId, surveyId) => {
      await db
        .collection(SURVEY_NOTIFICATIONS)
        .doc(responseId)
        .create({ surveyId, status: 'queued', at: FieldValue.serverTimestamp() })
        .catch((error: { code?: unknown }) => {
          if (error.code !== ALREADY_EXISTS) throw error;
        });
    },
  };
}

/**
 * The gate of every new response (response-gate.ts): a response the form could not have sent is
 * deleted (refused-response.ts); an admitted one is counted in surveyStats/{surveyId} and
 * surveys/{id}.responseCount, landed on the customer of its personal link, and queued for its
 * Chatwork message (onResponseNotify posts it).
 * maxInstances: a flood of forged responses queues up instead of scaling out (and billing)
 * without bound.
 * retry: a failed run (a contended transaction, a timeout) is delivered again rather than
 * leaving the statistics short; every step is idempotent (the response's counted marker, the
 * first answer created once, the queued message created once).
 */
export const onResponseCreated = onDocumentCreated(
  {
    region: FUNCTIONS_REGION,
    document: `${RESPONSES}/{responseId}`,
    maxInstances: MAX_INSTANCES,
    retry: true,
    // A recount holds a page of responses (RECOUNT_PAGE_SIZE) at a time.
    memory: '512MiB',
  },
  async (event) => {
    const response = event.data?.data();
    if (!response) return;
    await passResponse(gateSteps(), event.params.responseId, response);
  },
);
