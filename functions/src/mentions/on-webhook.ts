import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../admin.js';
import { memberMentionsPath, memberPrivatePath } from '../shared/contracts/collections.js';
import { WEBHOOK_TOKEN_DOC } from '../shared/contracts/mention-sync.js';
import { receiveChatworkWebhook } from './webhook.js';
import { FUNCTIONS_REGION } from '../region.js';

/** Firestore's code when a create finds the document there already. */
const ALREADY_EXISTS = 6;

/**
 * HTTPS chatworkWebhook (in FUNCTIONS_REGION): Chatwork's account webhook `mention_to_me` for the member
 * the URL names (`?member={uid}`). The checks and the stored document are in webhook.ts; this
 * reads the member's token and creates the mention only if it is not stored yet. The answer is
 * the status alone: nothing tells a caller why it was refused.
 */
export const chatworkWebhook = onRequest(
  { region: FUNCTIONS_REGION, maxInstances: 10 },
  async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).end();
      return;
    }
    const db = adminFirestore();
    const member = request.query.member;
    const signature = request.get('x-chatworkwebhooksignature');
    const { status } = await receiveChatworkWebhook(
      {
        memberId: typeof member === 'string' ? member : undefined,
        rawBody: request.rawBody,
        signature,
      },
      {
        webhookTokenOf: async (uid) => {
          const data = (
            await db.doc(`${memberPrivatePath(uid)}/${WEBHOOK_TOKEN_DOC}`).get()
          ).data();
          return typeof data?.webhookToken === 'string' ? data.webhookToken : '';
        },
        storeNew: async (uid, id, data) => {
          try {
            await db.collection(memberMentionsPath(uid)).doc(id).create(data);
            return true;
          } catch (error) {
            if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
            throw error;
          }
        },
      },
      Date.now(),
    );
    response.status(status).end();
  },
);
