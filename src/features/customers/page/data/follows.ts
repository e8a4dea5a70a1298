import { CUSTOMER_FOLLOWS, customerFollowId, type CustomerTable } from '@/contracts/collections';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';

/**
 * Following a customer row's comments (customerFollows): a member follows or unfollows for
 * themselves (firestore.rules); the server adds a comment's author and the members it mentions.
 * Followers get the row's new comments in their メンション inbox.
 */

/** Whether `uid` follows the row, live. */
export function subscribeFollowing(
  table: CustomerTable,
  rowId: string,
  uid: string,
  onChange: (following: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribeDoc(
    CUSTOMER_FOLLOWS,
    customerFollowId(table, rowId, uid),
    (doc) => onChange(doc !== null),
    onError,
  );
}

export function setFollowing(
  table: CustomerTable,
  rowId: string,
  uid: string,
  following: boolean,
): Promise<void> {
  const id = customerFollowId(table, rowId, uid);
  return following
    ? backend().data.set(CUSTOMER_FOLLOWS, id, { table, rowId, uid, at: serverTimestamp() })
    : backend().data.delete(CUSTOMER_FOLLOWS, id);
}
