import { FieldValue } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { MAX_INSTANCES } from '../on-callable.js';
import {
  CUSTOMER_COMMENTS,
  CUSTOMER_FOLLOWS,
  customerFollowId,
  MEMBERS,
  memberMentionsPath,
} from '../shared/contracts/collections.js';
import { applyCommentNotices, type CommentNoticesDb } from '../shared/comment-notices.js';
import { firestoreBudget } from '../survey-notify/firestore-budget.js';
import { customerPageLink, notifyCommentMentions } from './comment-message.js';
import { FUNCTIONS_REGION } from '../region.js';

const notifyToken = defineSecret('CHATWORK_NOTIFY_TOKEN');
const adminOrigin = defineString('ADMIN_ORIGIN', {
  default: '',
  description: 'The admin app origin, for the links to customer pages in messages',
});
const commentRoomId = defineString('COMMENT_ROOM_ID', {
  default: '',
  description:
    "The team's Chatwork room for comment mentions (a room id); none: no Chatwork message",
});

const grpc = (error: unknown) => (error as { code?: unknown }).code;

export function adminNoticesDb(): CommentNoticesDb {
  const db = adminFirestore();
  return {
    followers: async (table, rowId) =>
      (
        await db
          .collection(CUSTOMER_FOLLOWS)
          .where('table', '==', table)
          .where('rowId', '==', rowId)
          .get()
      ).docs.map((doc) => String(doc.get('uid'))),
    follow: async (table, rowId, uids) => {
      await Promise.all(
        uids.map((uid) =>
          db
            .collection(CUSTOMER_FOLLOWS)
            .doc(customerFollowId(table, rowId, uid))
            .set({ table, rowId, uid, at: FieldValue.serverTimestamp() }),
        ),
      );
    },
    memberName: async (uid) => {
      const name = (await db.doc(`${MEMBERS}/${uid}`).get()).get('name') as unknown;
      return typeof name === 'string' ? name : '';
    },
    clientName: async (table, rowId) => {
      const name = (await db.doc(`${table}/${rowId}`).get()).get('clientName') as unknown;
      return typeof name === 'string' ? name : '';
    },
    createEntry: async (uid, id, data) => {
      try {
        await db.collection(memberMentionsPath(uid)).doc(id).create(data);
        return true;
      } catch (error) {
        // ALREADY_EXISTS: a redelivered event, or a mention added again; the copy (and its
        // state) stays as it is, and its member is not pinged again.
        if (grpc(error) !== 6) throw error;
        return false;
      }
    },
    updateEntry: async (uid, id, fields) => {
      try {
        await db.collection(memberMentionsPath(uid)).doc(id).update(fields);
      } catch (error) {
        // NOT_FOUND: this member never had it (or removed it with their account).
        if (grpc(error) !== 5) throw error;
      }
    },
    deleteEntry: async (uid, id) => {
      await db.collection(memberMentionsPath(uid)).doc(id).delete();
    },
  };
}

/** The Chatwork accounts of members, by uid (members without one are left out). */
async function chatworkAccounts(uids: readonly string[]) {
  const db = adminFirestore();
  const docs = await Promise.all(uids.map((uid) => db.doc(`${MEMBERS}/${uid}`).get()));
  return docs.flatMap((doc) => {
    const accountId = Number(doc.get('chatworkAccountId'));
    const name = doc.get('name') as unknown;
    return accountId > 0 ? [{ accountId, name: typeof name === 'string' ? name : '' }] : [];
  });
}

/**
 * A comment on a customer (customerComments/{id}) reaches the inboxes of the members it mentions
 * and of the row's followers, the author and the mentioned follow the row (comment-notices.ts);
 * the members it newly mentions who are linked to Chatwork are named in one message in the team's
 * room (COMMENT_ROOM_ID). No platform retries: a redelivered event would post twice; the inbox
 * copies are created once whatever happens.
 */
export const onCustomerCommentWritten = onDocumentWritten(
  {
    region: FUNCTIONS_REGION,
    document: `${CUSTOMER_COMMENTS}/{commentId}`,
    secrets: [notifyToken],
    maxInstances: MAX_INSTANCES,
    // A ping past the comments' share waits for the next minute, up to COMMENT_BUDGET_TRIES.
    timeoutSeconds: 300,
  },
  async (event) => {
    const before = event.data?.before.exists ? (event.data.before.data() ?? null) : null;
    const after = event.data?.after.exists ? (event.data.after.data() ?? null) : null;
    const notices = await applyCommentNotices(
      adminNoticesDb(),
      event.params.commentId as string,
      before,
      after,
    );
    if (!notices.comment || notices.mentioned.length === 0) return;
    const roomId = commentRoomId.value();
    const origin = adminOrigin.value() || `https://${process.env.GCLOUD_PROJECT ?? ''}.web.app`;
    const authorName = await adminNoticesDb().memberName(notices.comment.authorUid);
    await notifyCommentMentions(
      {
        clientName: notices.clientName,
        authorName,
        body: notices.comment.body,
        to: await chatworkAccounts(notices.mentioned),
        link: customerPageLink(origin, notices.comment.table, notices.comment.rowId),
      },
      roomId
        ? { token: notifyToken.value(), roomId, baseUrl: process.env.CHATWORK_API_BASE }
        : null,
      firestoreBudget(),
    );
  },
);
