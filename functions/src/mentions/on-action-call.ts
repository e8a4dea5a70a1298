import { adminFirestore } from '../admin.js';
import { MEMBERS } from '../shared/contracts/collections.js';
import { onCallable } from '../on-callable.js';
import {
  CHATWORK_ACTION,
  type ChatworkActionResponse,
} from '../shared/contracts/chatwork-actions.js';
import { runChatworkAction } from './chatwork-actions.js';
import { chatworkKeyFromMembers, staffFromMembers } from './get-chatwork-mentions.js';

/** Callable chatworkAction (in the functions' region): at most two Chatwork requests of 10 s each. */
export const chatworkAction = onCallable<ChatworkActionResponse>(
  CHATWORK_ACTION,
  { timeoutSeconds: 60 },
  (input) => {
    const db = adminFirestore();
    return runChatworkAction(input, {
      isStaff: staffFromMembers(db),
      chatworkKeyOf: chatworkKeyFromMembers(db),
      chatwork: { baseUrl: process.env.CHATWORK_API_BASE },
      recordAccount: async (uid, account) => {
        await db.doc(`${MEMBERS}/${uid}`).update({
          chatworkAccountId: account.accountId,
          chatworkAccountName: account.name,
        });
      },
    });
  },
);
