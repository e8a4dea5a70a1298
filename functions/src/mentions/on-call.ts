import { adminFirestore } from '../admin.js';
import { onCallable } from '../on-callable.js';
import { GET_CHATWORK_MENTIONS } from '../shared/contracts/mentions.js';
import {
  chatworkKeyFromMembers,
  staffFromMembers,
  type GetMentionsResponse,
} from './get-chatwork-mentions.js';
import { mentionStore } from './mention-store.js';
import { syncChatworkMentions } from './sync-mentions.js';

/**
 * Callable getChatworkMentions (in the functions' region), the メンションを取得 button: one incremental fetch
 * from the member's cursor, as the schedule runs it. A thin wrapper: the checks are in
 * get-chatwork-mentions.ts, the fetch and what it stores in sync-mentions.ts. Up to 52 Chatwork
 * requests with a 10 s timeout each, 4 at a time, so the function gets more than the default 60 s.
 */
export const getChatworkMentions = onCallable<GetMentionsResponse>(
  GET_CHATWORK_MENTIONS,
  { timeoutSeconds: 180 },
  (input) => {
    const db = adminFirestore();
    return syncChatworkMentions(input, {
      isStaff: staffFromMembers(db),
      chatworkKeyOf: chatworkKeyFromMembers(db),
      ...mentionStore(db),
      chatwork: { baseUrl: process.env.CHATWORK_API_BASE },
    });
  },
);
