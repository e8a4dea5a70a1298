import {
  MERGE_CUSTOMERS,
  MOVED_BY_MERGE_FIELD,
  UNDO_CUSTOMER_MERGE,
  type MergeRequest,
  type MergeResponse,
  type UndoMergeResponse,
} from '@/contracts/customer-merge';
import { backend, newDocumentId, type DataStore } from '@/lib/backend';
import type { HistoryAuthor } from '../../shared/model/history-diff';
import { mergeCustomers } from '../model/merge-customers';
import type { MergeStore } from '../model/merge-store';
import { undoCustomerMerge } from '../model/undo-merge';

/**
 * Local mode's merge: the same core as the callable, in one transaction of this tab's database
 * (the queries read just before it: in local mode only this browser writes).
 */
export function inLocalTransaction<T>(
  data: DataStore,
  run: (store: MergeStore) => Promise<T>,
): Promise<T> {
  return data.runTransaction((tx) =>
    run({
      get: async (collection, id) => (await tx.get(collection, id))?.data ?? null,
      ofRow: async (collection, table, rowId) =>
        await data.query(collection, {
          where: [
            { field: 'table', value: table },
            { field: 'rowId', value: rowId },
          ],
        }),
      movedBy: async (collection, mergeId) =>
        await data.query(collection, { where: [{ field: MOVED_BY_MERGE_FIELD, value: mergeId }] }),
      referencing: async (collection, field, id) =>
        await data.query(collection, { where: [{ field, value: id }] }),
      set: (collection, id, doc) => tx.set(collection, id, { ...doc }),
      update: (collection, id, doc) => tx.update(collection, id, { ...doc }),
      delete: (collection, id) => tx.delete(collection, id),
    }),
  );
}

/**
 * 統合: merges two rows (Firebase: the staff-only callable; local mode: this tab). Throws with
 * the reason to show (MergeRefused locally, FunctionCallError in the cloud).
 */
export async function mergeRows(request: MergeRequest, by: HistoryAuthor): Promise<MergeResponse> {
  const { kind, data, functions } = backend();
  if (kind === 'local')
    return inLocalTransaction(data, (store) =>
      mergeCustomers(store, request, by, new Date(), newDocumentId()),
    );
  return functions.call(MERGE_CUSTOMERS, request);
}

/** 統合を元に戻す, within the revert rules (merge-customers.ts). */
export async function undoMerge(mergeId: string, by: HistoryAuthor): Promise<UndoMergeResponse> {
  const { kind, data, functions } = backend();
  if (kind === 'local')
    return inLocalTransaction(data, (store) =>
      undoCustomerMerge(store, { mergeId }, by, new Date()),
    );
  return functions.call(UNDO_CUSTOMER_MERGE, { mergeId });
}
