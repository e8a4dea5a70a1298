import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminFirestore } from '../admin.js';
import { CallableError } from '../callable-error.js';
import {
  chatworkKeyFromMembers,
  getChatworkMentions as handle,
  staffFromMembers,
  type GetMentionsResponse,
} from './get-chatwork-mentions.js';

/**
 * Callable getChatworkMentions (us-central1). A thin wrapper: the work and the checks are in
 * get-chatwork-mentions.ts. Up to 52 Chatwork requests with a 10 s timeout each, 4 at a time,
 * so the function gets more than the default 60 s.
 */
export const getChatworkMentions = onCall<unknown, Promise<GetMentionsResponse>>(
  // maxInstances: a flood of calls queues instead of scaling out (and spending) without bound.
  { region: 'us-central1', timeoutSeconds: 180, maxInstances: 10 },
  async (request) => {
    try {
      return await handle(
        { auth: request.auth ? { uid: request.auth.uid } : undefined, data: request.data },
        {
          isStaff: staffFromMembers(adminFirestore()),
          chatworkKeyOf: chatworkKeyFromMembers(adminFirestore()),
          chatwork: { baseUrl: process.env.CHATWORK_API_BASE },
        },
      );
    } catch (error) {
      if (error instanceof CallableError) {
        // The reason only: the key is never logged.
        logger.warn('getChatworkMentions failed', { code: error.code, reason: error.message });
        throw new HttpsError(error.code, error.message, error.details);
      }
      throw error;
    }
  },
);
