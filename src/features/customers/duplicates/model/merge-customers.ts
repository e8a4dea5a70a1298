/**
 * 名寄せ's merge and its undo, as one transaction over a small store: the Cloud Functions run it
 * with the Admin SDK (functions/src/customer-merge/), local mode in the tab that holds the
 * database (data/merge-customers.ts). Dependency-free but for shared files: copied into functions.
 *
 * A merge keeps one row (its id is the customer's from then on): the fields picked from the other
 * row are written onto it; the other row stays as a tombstone (`mergedInto`, hidden from the
 * tables, refused to clients' deletes) so old links still lead somewhere and the undo has it back;
 * the other row's history, comments, personal survey links (and so its answers), reminder sends
 * and followers move to the kept row, each marked with the merge; one history entry names who
 * merged; `customerMerges/{id}` records what the undo needs.
 */
import {
  CUSTOMER_FOLLOWS,
  CUSTOMER_HISTORY,
  CUSTOMER_TABLES,
  EDITED_AT_FIELD,
  EDITED_BY_FIELD,
  customerFollowId,
} from '@/contracts/collections';
import {
  CUSTOMER_MERGES,
  LAST_MERGE_FIELD,
  MERGED_INTO_FIELD,
  MOVED_BY_MERGE_FIELD,
  type MergeRequest,
} from '@/contracts/customer-merge';
import {
  sameStoredValue,
  type FieldChange,
  type HistoryAuthor,
} from '../../shared/model/history-diff';
import {
  MAX_MERGE_WRITES,
  MOVED_COLLECTIONS,
  MergeRefused,
  ROW_ID,
  entryOf,
  mergeMessages,
  type MovedReference,
  type Data,
  type MergeStore,
} from './merge-store';
import { referencesTo } from '@/contracts/customer-tables';

/** Fields a merge never picks: the app's and the server's bookkeeping. */
const BOOKKEEPING = new Set([
  'createdAt',
  'updatedAt',
  'lastSurveyResponse',
  EDITED_BY_FIELD,
  EDITED_AT_FIELD,
  LAST_MERGE_FIELD,
  MERGED_INTO_FIELD,
]);

function validRequest(data: unknown): MergeRequest {
  const request = (data ?? {}) as Partial<MergeRequest>;
  const { table, keptId, mergedId, picks, seen } = request;
  const isMap = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (
    !CUSTOMER_TABLES.includes(table as (typeof CUSTOMER_TABLES)[number]) ||
    typeof keptId !== 'string' ||
    typeof mergedId !== 'string' ||
    !ROW_ID.test(keptId) ||
    !ROW_ID.test(mergedId) ||
    keptId === mergedId ||
    !isMap(picks) ||
    !Object.values(picks).every((pick) => pick === 'kept' || pick === 'merged') ||
    !isMap(seen) ||
    !isMap(seen.kept) ||
    !isMap(seen.merged)
  )
    throw new MergeRefused('invalid-argument', mergeMessages.badRequest);
  return request as MergeRequest;
}

const fieldsOf = (...rows: Data[]) =>
  [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => !BOOKKEEPING.has(key));

/** Whether the row still holds what the screen showed, in every field the screen showed. */
const unchangedSince = (row: Data, seen: Data) =>
  fieldsOf(seen).every((field) => sameStoredValue(row[field], seen[field]));

/** A row's followers: uid → the follow's data. */
async function followersOf(store: MergeStore, table: string, rowId: string) {
  const follows = await store.ofRow(CUSTOMER_FOLLOWS, table, rowId);
  return new Map(follows.map((follow) => [String(follow.data.uid), follow.data]));
}

/**
 * Merges `mergedId` into `keptId` as `by`, under the id `mergeId`: checks, then writes (all in
 * the caller's transaction). Refuses with MergeRefused; never writes half.
 */
export async function mergeCustomers(
  store: MergeStore,
  data: unknown,
  by: HistoryAuthor,
  at: Date,
  mergeId: string,
): Promise<{ mergeId: string }> {
  const { table, keptId, mergedId, picks, seen } = validRequest(data);
  const [kept, merged] = await Promise.all([store.get(table, keptId), store.get(table, mergedId)]);
  if (!kept || !merged) throw new MergeRefused('not-found', mergeMessages.missing);
  if (kept[MERGED_INTO_FIELD] || merged[MERGED_INTO_FIELD])
    throw new MergeRefused('failed-precondition', mergeMessages.alreadyMerged);
  if (!unchangedSince(kept, seen.kept) || !unchangedSince(merged, seen.merged))
    throw new MergeRefused('failed-precondition', mergeMessages.changed);

  const changes = fieldsOf(kept, merged).flatMap((field): FieldChange[] =>
    picks[field] === 'merged' && !sameStoredValue(kept[field], merged[field])
      ? [{ field, before: kept[field] ?? null, after: merged[field] ?? null }]
      : [],
  );
  const moved = await Promise.all(
    MOVED_COLLECTIONS.map((collection) => store.ofRow(collection, table, mergedId)),
  );
  const [mergedFollowers, keptFollowers] = await Promise.all([
    followersOf(store, table, mergedId),
    followersOf(store, table, keptId),
  ]);
  const added = [...mergedFollowers.keys()].filter((uid) => !keptFollowers.has(uid));
  const references: MovedReference[] = (
    await Promise.all(
      referencesTo(table).map(async ({ collection, field }) =>
        (await store.referencing(collection, field, mergedId)).map((doc) => ({
          collection,
          id: doc.id,
          field,
        })),
      ),
    )
  ).flat();
  const writes =
    moved.reduce((n, docs) => n + docs.length, 0) +
    mergedFollowers.size +
    added.length +
    references.length +
    4;
  if (writes > MAX_MERGE_WRITES)
    throw new MergeRefused('failed-precondition', mergeMessages.tooLarge);

  const stamp = { [LAST_MERGE_FIELD]: mergeId, [EDITED_BY_FIELD]: by.uid, [EDITED_AT_FIELD]: at };
  store.update(table, keptId, {
    ...Object.fromEntries(changes.map((change) => [change.field, change.after ?? ''])),
    ...stamp,
  });
  store.update(table, mergedId, { [MERGED_INTO_FIELD]: keptId, ...stamp });
  MOVED_COLLECTIONS.forEach((collection, i) => {
    for (const doc of moved[i]!)
      store.update(collection, doc.id, { rowId: keptId, [MOVED_BY_MERGE_FIELD]: mergeId });
  });
  for (const ref of references) store.update(ref.collection, ref.id, { [ref.field]: keptId });
  for (const [uid, follow] of mergedFollowers) {
    store.delete(CUSTOMER_FOLLOWS, customerFollowId(table, mergedId, uid));
    if (added.includes(uid))
      store.set(CUSTOMER_FOLLOWS, customerFollowId(table, keptId, uid), {
        ...follow,
        rowId: keptId,
      });
  }
  const mergedClientName = typeof merged.clientName === 'string' ? merged.clientName : '';
  const merge = { mergeId, mergedId, mergedClientName };
  store.set(CUSTOMER_MERGES, mergeId, {
    table,
    keptId,
    mergedId,
    mergedClientName,
    changes: changes.map((change) => ({ ...change })),
    followers: [...mergedFollowers.keys()],
    followersAdded: added,
    references: references.map((ref) => ({ ...ref })),
    by: { ...by },
    at,
    undone: false,
  });
  const name = changes.find((change) => change.field === 'clientName')?.after ?? kept.clientName;
  store.set(CUSTOMER_HISTORY, `merge-${mergeId}`, {
    ...entryOf({ table, rowId: keptId, kind: 'merge', clientName: name, changes, by, at, merge }),
  });
  return { mergeId };
}
