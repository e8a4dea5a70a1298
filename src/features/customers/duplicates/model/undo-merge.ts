/**
 * 統合を元に戻す (名寄せ): the merge undone in one transaction, within the usual revert rules.
 * Dependency-free but for shared files: copied into functions/src/shared/.
 */
import {
  CUSTOMER_FOLLOWS,
  CUSTOMER_HISTORY,
  EDITED_AT_FIELD,
  EDITED_BY_FIELD,
  customerFollowId,
} from '@/contracts/collections';
import {
  CUSTOMER_MERGES,
  LAST_MERGE_FIELD,
  MERGED_INTO_FIELD,
  MOVED_BY_MERGE_FIELD,
  type UndoMergeResponse,
} from '@/contracts/customer-merge';
import {
  sameStoredValue,
  type FieldChange,
  type HistoryAuthor,
} from '../../shared/model/history-diff';
import {
  MOVED_COLLECTIONS,
  MergeRefused,
  ROW_ID,
  entryOf,
  mergeMessages,
  type MergeStore,
  type MovedReference,
} from './merge-store';

/**
 * Undoes a merge, within the usual revert rules: while the kept row exists and still holds every
 * value the merge wrote. The merged row comes back, and what moved goes back to it.
 */
export async function undoCustomerMerge(
  store: MergeStore,
  data: unknown,
  by: HistoryAuthor,
  at: Date,
): Promise<UndoMergeResponse> {
  const mergeId = (data as { mergeId?: unknown } | null)?.mergeId;
  if (typeof mergeId !== 'string' || !ROW_ID.test(mergeId))
    throw new MergeRefused('invalid-argument', mergeMessages.badRequest);
  const record = await store.get(CUSTOMER_MERGES, mergeId);
  if (!record) throw new MergeRefused('not-found', mergeMessages.mergeMissing);
  if (record.undone === true)
    throw new MergeRefused('failed-precondition', mergeMessages.alreadyUndone);
  const table = String(record.table);
  const keptId = String(record.keptId);
  const mergedId = String(record.mergedId);
  const changes = (Array.isArray(record.changes) ? record.changes : []) as FieldChange[];
  const [kept, merged] = await Promise.all([store.get(table, keptId), store.get(table, mergedId)]);
  if (!kept || !merged || merged[MERGED_INTO_FIELD] !== keptId)
    throw new MergeRefused('failed-precondition', mergeMessages.keptMissing);
  if (!changes.every((change) => sameStoredValue(kept[change.field], change.after)))
    throw new MergeRefused('failed-precondition', mergeMessages.changedSince);

  const moved = await Promise.all(
    MOVED_COLLECTIONS.map((collection) => store.movedBy(collection, mergeId)),
  );
  // The rows the merge re-pointed at the kept row point at the merged one again (a row deleted
  // since, or re-pointed by hand, is left as it is). Read before any write: a transaction's rule.
  const pointBack = (
    await Promise.all(
      movedReferences(record.references).map(async (ref) => {
        const row = await store.get(ref.collection, ref.id);
        return row && row[ref.field] === keptId ? [ref] : [];
      }),
    )
  ).flat();
  const undoneMark = `${mergeId}-undone`;
  const stamp = {
    [LAST_MERGE_FIELD]: undoneMark,
    [EDITED_BY_FIELD]: by.uid,
    [EDITED_AT_FIELD]: at,
  };
  store.update(table, keptId, {
    ...Object.fromEntries(changes.map((change) => [change.field, change.before ?? ''])),
    ...stamp,
  });
  store.update(table, mergedId, { [MERGED_INTO_FIELD]: null, ...stamp });
  MOVED_COLLECTIONS.forEach((collection, i) => {
    for (const doc of moved[i]!)
      store.update(collection, doc.id, { rowId: mergedId, [MOVED_BY_MERGE_FIELD]: null });
  });
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  for (const uid of strings(record.followers))
    store.set(CUSTOMER_FOLLOWS, customerFollowId(table, mergedId, uid), {
      table,
      rowId: mergedId,
      uid,
      at,
    });
  for (const uid of strings(record.followersAdded))
    store.delete(CUSTOMER_FOLLOWS, customerFollowId(table, keptId, uid));
  for (const ref of pointBack) store.update(ref.collection, ref.id, { [ref.field]: mergedId });
  store.update(CUSTOMER_MERGES, mergeId, { undone: true, undoneBy: { ...by }, undoneAt: at });
  const merge = {
    mergeId,
    mergedId,
    mergedClientName: String(record.mergedClientName ?? ''),
  };
  const reverted = changes.map((change) => ({
    field: change.field,
    before: change.after,
    after: change.before,
  }));
  const name = reverted.find((change) => change.field === 'clientName')?.after ?? kept.clientName;
  store.update(CUSTOMER_HISTORY, `merge-${mergeId}`, { undone: true });
  store.set(CUSTOMER_HISTORY, `unmerge-${mergeId}`, {
    ...entryOf({
      table,
      rowId: keptId,
      kind: 'unmerge',
      clientName: name,
      changes: reverted,
      by,
      at,
      merge,
    }),
  });
  return { keptId, mergedId };
}

/** The merge record's re-pointed rows, as far as they are well formed. */
function movedReferences(value: unknown): MovedReference[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (ref): ref is MovedReference =>
      typeof ref === 'object' &&
      ref !== null &&
      ['collection', 'id', 'field'].every(
        (key) => typeof (ref as Record<string, unknown>)[key] === 'string',
      ),
  );
}
