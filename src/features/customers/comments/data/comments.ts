import { CUSTOMER_COMMENTS, type CustomerTable } from '@/contracts/collections';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';
import { instantOf } from '@/lib/tokyo-time';
import { parseComment, type CustomerComment } from '../model/comment';

/**
 * The comments on a customer row (customerComments): read live, posted, edited and deleted by
 * their author, in the shape the rules take (firestore.rules: members only, the author the
 * writer, text and mentions bounded, a deletion kept as deleted).
 */

/** The newest comments a row's page reads at once. */
export const COMMENTS_LIMIT = 200;

/** A row's comments, newest first, live. */
export function subscribeComments(
  table: CustomerTable,
  rowId: string,
  onChange: (comments: CustomerComment[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    CUSTOMER_COMMENTS,
    {
      where: [
        { field: 'table', value: table },
        { field: 'rowId', value: rowId },
      ],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: COMMENTS_LIMIT,
    },
    (docs) => onChange(docs.map((doc) => parseComment(doc.id, doc.data, instantOf))),
    onError,
  );
}

/** Posts a comment by `authorUid` (the signed-in member) naming `mentions`; its new id. */
export function postComment(
  table: CustomerTable,
  rowId: string,
  authorUid: string,
  body: string,
  mentions: readonly string[],
): Promise<string> {
  return backend().data.add(CUSTOMER_COMMENTS, {
    table,
    rowId,
    body,
    authorUid,
    mentions: [...mentions],
    createdAt: serverTimestamp(),
  });
}

/** The author's edit: new text and mentions, stamped (the comment then says 編集済み). */
export function editComment(id: string, body: string, mentions: readonly string[]): Promise<void> {
  return backend().data.update(CUSTOMER_COMMENTS, id, {
    body,
    mentions: [...mentions],
    editedAt: serverTimestamp(),
  });
}

/** The author's deletion: the comment stays, emptied, saying コメントは削除されました. */
export function deleteComment(id: string): Promise<void> {
  return backend().data.update(CUSTOMER_COMMENTS, id, { deleted: true, body: '', mentions: [] });
}

/** Per row of a table: how many comments it has (deleted ones aside) and the newest by another. */
export interface RowComments {
  count: number;
  /** When the newest comment by someone other than `me` was posted (ms), 0 if none. */
  othersLatest: number;
}

/** Every comment of one table, live, folded into counts per row for the grid. */
export function subscribeCommentCounts(
  table: CustomerTable,
  me: string,
  onChange: (counts: ReadonlyMap<string, RowComments>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    CUSTOMER_COMMENTS,
    { where: [{ field: 'table', value: table }] },
    (docs) =>
      onChange(
        countComments(
          docs.map((doc) => parseComment(doc.id, doc.data, instantOf)),
          me,
        ),
      ),
    onError,
  );
}

export function countComments(
  comments: readonly CustomerComment[],
  me: string,
): ReadonlyMap<string, RowComments> {
  const counts = new Map<string, RowComments>();
  for (const comment of comments) {
    if (comment.deleted) continue;
    const row = counts.get(comment.rowId) ?? { count: 0, othersLatest: 0 };
    row.count += 1;
    if (comment.authorUid !== me)
      row.othersLatest = Math.max(row.othersLatest, comment.createdAt?.getTime() ?? Date.now());
    counts.set(comment.rowId, row);
  }
  return counts;
}
