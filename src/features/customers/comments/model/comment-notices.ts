/**
 * What a comment on a customer row sends to the team's inboxes, the same on the server (the
 * customerComments trigger) and in local mode (functions/scripts/copy-shared.mjs copies this
 * file; it stays dependency-free but for the contracts):
 * - a new comment: each member it mentions gets it in their メンション inbox (reason 'mention'),
 *   each other follower of the row too ('follow'); the author and the mentioned follow the row;
 * - an edit: members it now mentions for the first time get it and follow; the copies already in
 *   inboxes take the new text (their state stays);
 * - a deletion: the copies leave the inboxes.
 * The author never gets their own comment. An inbox copy is `members/{uid}/mentions/comment-{id}`,
 * shaped like a Chatwork mention (room 0, sender 0) so the inbox lists both.
 */
import { CUSTOMER_TABLES, type CustomerTable } from '@/contracts/collections';

export const COMMENT_SOURCE = 'comment';
export type NoticeReason = 'mention' | 'follow';

/** The inbox copy's id in the member's mentions. */
export const commentEntryId = (commentId: string) => `${COMMENT_SOURCE}-${commentId}`;

interface StoredComment {
  table: CustomerTable;
  rowId: string;
  body: string;
  authorUid: string;
  mentions: string[];
  deleted: boolean;
  createdAt: unknown;
}

function readComment(data: Readonly<Record<string, unknown>> | null): StoredComment | null {
  if (!data) return null;
  const { table, rowId, body, authorUid, mentions, deleted, createdAt } = data;
  if (!(CUSTOMER_TABLES as readonly unknown[]).includes(table)) return null;
  if (typeof rowId !== 'string' || typeof authorUid !== 'string') return null;
  return {
    table: table as CustomerTable,
    rowId,
    body: typeof body === 'string' ? body : '',
    authorUid,
    mentions: Array.isArray(mentions)
      ? mentions.filter((uid): uid is string => typeof uid === 'string')
      : [],
    deleted: deleted === true,
    createdAt,
  };
}

/** What the notices need of the database (the Admin SDK on the server, the local store here). */
export interface CommentNoticesDb {
  followers(table: CustomerTable, rowId: string): Promise<string[]>;
  follow(table: CustomerTable, rowId: string, uids: readonly string[]): Promise<void>;
  memberName(uid: string): Promise<string>;
  clientName(table: CustomerTable, rowId: string): Promise<string>;
  /**
   * Creates the member's copy unless it exists (a redelivered event changes nothing); true when
   * it was made now.
   */
  createEntry(uid: string, id: string, data: Record<string, unknown>): Promise<boolean>;
  /** Changes the member's copy if it exists. */
  updateEntry(uid: string, id: string, fields: Record<string, unknown>): Promise<void>;
  deleteEntry(uid: string, id: string): Promise<void>;
}

const secondsOf = (value: unknown, fallback: Date): number => {
  const time =
    value instanceof Date
      ? value.getTime()
      : typeof (value as { toMillis?: unknown })?.toMillis === 'function'
        ? (value as { toMillis: () => number }).toMillis()
        : fallback.getTime();
  return Math.floor(time / 1000);
};

/** Who got what: the members newly mentioned (the Chatwork message names them) and the rest. */
export interface CommentNotices {
  comment: StoredComment | null;
  /**
   * The mentioned members whose inbox copy was made by this write: the only ones pinged, so a
   * comment pings each member once at most (a mention removed and added again, a follower's copy
   * already there, a redelivered event: no second ping).
   */
  mentioned: string[];
  followers: string[];
  clientName: string;
}

export async function applyCommentNotices(
  db: CommentNoticesDb,
  commentId: string,
  beforeData: Readonly<Record<string, unknown>> | null,
  afterData: Readonly<Record<string, unknown>> | null,
  now: Date = new Date(),
): Promise<CommentNotices> {
  const before = readComment(beforeData);
  const after = readComment(afterData);
  const none: CommentNotices = { comment: after, mentioned: [], followers: [], clientName: '' };
  if (!after || (before?.deleted ?? false)) return none;
  const entryId = commentEntryId(commentId);
  const followers = await db.followers(after.table, after.rowId);
  const holders = [...new Set([...followers, ...(before?.mentions ?? [])])].filter(
    (uid) => uid !== after.authorUid,
  );
  if (after.deleted) {
    await Promise.all(holders.map((uid) => db.deleteEntry(uid, entryId)));
    return none;
  }
  const mentioned = after.mentions.filter(
    (uid, i, all) =>
      uid !== after.authorUid && all.indexOf(uid) === i && !before?.mentions.includes(uid),
  );
  const following = before ? [] : holders.filter((uid) => !mentioned.includes(uid));
  const [clientName, senderName] = await Promise.all([
    db.clientName(after.table, after.rowId),
    db.memberName(after.authorUid),
  ]);
  const entry = (reason: NoticeReason) => ({
    source: COMMENT_SOURCE,
    reason,
    table: after.table,
    rowId: after.rowId,
    clientName,
    roomId: 0,
    roomName: '',
    messageId: commentId,
    senderId: 0,
    senderName,
    senderAvatar: '',
    body: after.body,
    sendTime: secondsOf(after.createdAt, now),
    state: 'unread',
  });
  const [made] = await Promise.all([
    Promise.all(mentioned.map((uid) => db.createEntry(uid, entryId, entry('mention')))),
    ...following.map((uid) => db.createEntry(uid, entryId, entry('follow'))),
    // An edit: the copies already delivered take the new text.
    ...(before
      ? holders
          .filter((uid) => !mentioned.includes(uid))
          .map((uid) => db.updateEntry(uid, entryId, { body: after.body }))
      : []),
  ]);
  await db.follow(after.table, after.rowId, before ? mentioned : [after.authorUid, ...mentioned]);
  const pinged = mentioned.filter((_uid, i) => made[i]);
  return { comment: after, mentioned: pinged, followers: following, clientName };
}
