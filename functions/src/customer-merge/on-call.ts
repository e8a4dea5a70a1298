import type { Firestore, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { adminFirestore } from '../admin.js';
import { CallableError, type CallableInput } from '../callable-error.js';
import { MEMBERS } from '../shared/contracts/collections.js';
import {
  MERGE_CUSTOMERS,
  MOVED_BY_MERGE_FIELD,
  UNDO_CUSTOMER_MERGE,
  type MergeResponse,
  type UndoMergeResponse,
} from '../shared/contracts/customer-merge.js';
import type { HistoryAuthor } from '../shared/history-diff.js';
import { mergeCustomers } from '../shared/merge-customers.js';
import { MergeRefused, type MergeStore } from '../shared/merge-store.js';
import { undoCustomerMerge } from '../shared/undo-merge.js';
import { onCallable } from '../on-callable.js';
import { adminAuditLog } from '../audit/audit-write.js';
import { permissionsOf } from '../shared/contracts/roles.js';

export const mergeCallMessages = {
  permissionDenied: 'この操作を行う権限がありません',
} as const;

const docsOf = (snapshot: QuerySnapshot) =>
  snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));

/** The merge core's store over one Admin SDK transaction (queries included: they lock too). */
export function transactionStore(db: Firestore, tx: Transaction): MergeStore {
  return {
    get: async (collection, id) => (await tx.get(db.collection(collection).doc(id))).data() ?? null,
    ofRow: async (collection, table, rowId) =>
      docsOf(
        await tx.get(
          db.collection(collection).where('table', '==', table).where('rowId', '==', rowId),
        ),
      ),
    movedBy: async (collection, mergeId) =>
      docsOf(await tx.get(db.collection(collection).where(MOVED_BY_MERGE_FIELD, '==', mergeId))),
    referencing: async (collection, field, id) =>
      docsOf(await tx.get(db.collection(collection).where(field, '==', id))),
    set: (collection, id, data) => void tx.set(db.collection(collection).doc(id), data),
    update: (collection, id, data) => void tx.update(db.collection(collection).doc(id), data),
    delete: (collection, id) => void tx.delete(db.collection(collection).doc(id)),
  };
}

/**
 * The caller as the history names them: a member who may edit (not 閲覧のみ), by their member
 * name, or refused.
 */
async function memberCaller(db: Firestore, input: CallableInput): Promise<HistoryAuthor> {
  const uid = input.auth?.uid;
  const member = uid ? await db.doc(`${MEMBERS}/${uid}`).get() : null;
  if (!uid || !member?.exists || !permissionsOf(member.data()).canEdit)
    throw new CallableError('permission-denied', mergeCallMessages.permissionDenied);
  const name = member.get('name') as unknown;
  return { uid, name: typeof name === 'string' ? name : '' };
}

/** Runs a merge step in one transaction; a refusal becomes the callable's error, as worded. */
async function inTransaction<T>(run: (store: MergeStore) => Promise<T>): Promise<T> {
  const db = adminFirestore();
  try {
    return await db.runTransaction((tx) => run(transactionStore(db, tx)));
  } catch (error) {
    if (error instanceof MergeRefused) throw new CallableError(error.code, error.message);
    throw error;
  }
}

/** mergeCustomers (in the functions' region): members who may edit; recorded in the 監査ログ; the whole merge is one transaction. */
export async function handleMerge(input: CallableInput): Promise<MergeResponse> {
  const db = adminFirestore();
  const by = await memberCaller(db, input);
  const mergeId = db.collection('_').doc().id;
  const merged = await inTransaction((store) =>
    mergeCustomers(store, input.data, by, new Date(), mergeId),
  );
  const { table } = (input.data ?? {}) as { table?: unknown };
  await adminAuditLog(db)({
    action: 'merge',
    actorUid: by.uid,
    target: typeof table === 'string' ? table : '',
    count: 2,
    detail: mergeId,
  });
  return merged;
}

/** undoCustomerMerge (in the functions' region): members only; within the revert rules, one transaction. */
export async function handleUndoMerge(input: CallableInput): Promise<UndoMergeResponse> {
  const db = adminFirestore();
  const by = await memberCaller(db, input);
  const undone = await inTransaction((store) =>
    undoCustomerMerge(store, input.data, by, new Date()),
  );
  const { mergeId } = (input.data ?? {}) as { mergeId?: unknown };
  await adminAuditLog(db)({
    action: 'undoMerge',
    actorUid: by.uid,
    count: 2,
    detail: typeof mergeId === 'string' ? mergeId : '',
  });
  return undone;
}

export const mergeCustomersCall = onCallable<MergeResponse>(MERGE_CUSTOMERS, {}, handleMerge);
export const undoCustomerMergeCall = onCallable<UndoMergeResponse>(
  UNDO_CUSTOMER_MERGE,
  {},
  handleUndoMerge,
);
