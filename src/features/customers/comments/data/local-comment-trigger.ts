import {
  CUSTOMER_COMMENTS,
  CUSTOMER_FOLLOWS,
  MEMBERS,
  customerFollowId,
  memberMentionsPath,
} from '@/contracts/collections';
import type { DataStore } from '@/lib/backend';
import { applyCommentNotices, type CommentNoticesDb } from '../model/comment-notices';
import { hasWriteTriggers } from '../../history/data/local-history-trigger';

/** The comment notices' database over the app's data store (local mode plays the server). */
export function storeNoticesDb(
  store: DataStore,
  now: () => Date = () => new Date(),
): CommentNoticesDb {
  return {
    followers: async (table, rowId) =>
      (
        await store.query(CUSTOMER_FOLLOWS, {
          where: [
            { field: 'table', value: table },
            { field: 'rowId', value: rowId },
          ],
        })
      ).map((doc) => String(doc.data.uid)),
    follow: async (table, rowId, uids) => {
      for (const uid of uids)
        await store.set(CUSTOMER_FOLLOWS, customerFollowId(table, rowId, uid), {
          table,
          rowId,
          uid,
          at: now(),
        });
    },
    memberName: async (uid) => {
      const name = (await store.get(MEMBERS, uid))?.data.name;
      return typeof name === 'string' ? name : '';
    },
    clientName: async (table, rowId) => {
      const name = (await store.get(table, rowId))?.data.clientName;
      return typeof name === 'string' ? name : '';
    },
    createEntry: async (uid, id, data) => {
      if (await store.get(memberMentionsPath(uid), id)) return false;
      await store.set(memberMentionsPath(uid), id, data);
      return true;
    },
    updateEntry: async (uid, id, fields) => {
      if (await store.get(memberMentionsPath(uid), id))
        await store.update(memberMentionsPath(uid), id, fields);
    },
    deleteEntry: (uid, id) => store.delete(memberMentionsPath(uid), id),
  };
}

/**
 * Local mode's stand-in for the customerComments Cloud Function: every comment written in this
 * browser reaches the inboxes of the members it mentions and of the row's followers
 * (comment-notices.ts). Chatwork messages are the server's alone.
 */
export function registerCommentLocalTrigger(store: DataStore): void {
  if (!hasWriteTriggers(store)) return;
  store.onWrite(CUSTOMER_COMMENTS, async (local, changes) => {
    const db = storeNoticesDb(local);
    for (const change of changes)
      await applyCommentNotices(db, change.id, change.before, change.after);
  });
}
