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
  CUSTOMER_COMMENTS,
  CUSTOMER_FOLLOWS,
  CUSTOMER_HISTORY,
  CUSTOMER_TABLES,
  EDITED_AT_FIELD,
  EDITED_BY_FIELD,
  SURVEY_LINKS,
  customerFollowId,
} from '@/contracts/collections';
import {
  CUSTOMER_MERGES,
  LAST_MERGE_FIELD,
  MERGED_INTO_FIELD,
  MOVED_BY_MERGE_FIELD,
  type MergeRequest,
  type UndoMergeResponse,
} from '@/contracts/customer-merge';
import { REMINDER_SENDS } from '@/contracts/reminders';
import { DAY_MS } from '@/lib/tokyo-time';
import { boundedChanges } from '../history-bounds';
import {
  HISTORY_RETENTION_DAYS,
  sameStoredValue,
  type FieldChange,
  type HistoryAuthor,
  type HistoryEntryData,
} from '../history-diff';

type Data = Readonly<Record<string, unknown>>;

/** The collections whose documents name a row by `table` + `rowId` and move with a merge. */
export const MOVED_COLLECTIONS = [
  CUSTOMER_HISTORY,
  CUSTOMER_COMMENTS,
  SURVEY_LINKS,
  REMINDER_SENDS,
] as const;

/** One transaction's view of the database. */
export interface MergeStore {
  get(collection: string, id: string): Promise<Data | null>;
  /** The documents of `collection` whose fields equal the values given. */
  where(
    collection: string,
    where: readonly { field: string; value: string }[],
  ): Promise<{ id: string; data: Data }[]>;
  set(collection: string, id: string, data: Data): void;
  update(collection: string, id: string, data: Data): void;
  delete(collection: string, id: string): void;
}

/** Why a merge or an undo did not happen; the message is shown as is. */
export class MergeRefused extends Error {
  constructor(
    readonly code: 'invalid-argument' | 'not-found' | 'failed-precondition',
    message: string,
  ) {
    super(message);
    this.name = 'MergeRefused';
  }
}

export const mergeMessages = {
  badRequest: '統合する行の指定が正しくありません',
  missing: '統合する行が見つかりません。削除された可能性があります。',
  alreadyMerged: 'この行はすでに別の行に統合されています',
  changed:
    '統合の画面を開いた後に行が変更されました。内容を確かめてから、もう一度統合してください。',
  tooLarge: '移す記録が多すぎるため、この2行は統合できません',
  mergeMissing: 'この統合の記録が見つかりません',
  alreadyUndone: 'この統合はすでに元に戻されています',
  keptMissing: '統合先の行が削除されているため、元に戻せません',
  changedSince: '統合の後に行が変更されているため、元に戻せません',
} as const;

/** A transaction's writes stay well under Firestore's 500 per commit. */
export const MAX_MERGE_WRITES = 450;

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

const ROW_ID = /^[A-Za-z0-9_-]{1,128}$/;

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

function entryOf(input: {
  table: string;
  rowId: string;
  kind: 'merge' | 'unmerge';
  clientName: unknown;
  changes: FieldChange[];
  by: HistoryAuthor;
  at: Date;
  merge: NonNullable<HistoryEntryData['merge']>;
}): HistoryEntryData {
  return {
    table: input.table,
    rowId: input.rowId,
    kind: input.kind,
    clientName: typeof input.clientName === 'string' ? input.clientName : '',
    changes: boundedChanges(input.changes),
    by: input.by,
    merge: input.merge,
    at: input.at,
    expireAt: new Date(input.at.getTime() + HISTORY_RETENTION_DAYS * DAY_MS),
  };
}

/** A row's followers: uid → the follow's data. */
async function followersOf(store: MergeStore, table: string, rowId: string) {
  const follows = await store.where(CUSTOMER_FOLLOWS, [
    { field: 'table', value: table },
    { field: 'rowId', value: rowId },
  ]);
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
    MOVED_COLLECTIONS.map((collection) =>
      store.where(collection, [
        { field: 'table', value: table },
        { field: 'rowId', value: mergedId },
      ]),
    ),
  );
  const [mergedFollowers, keptFollowers] = await Promise.all([
    followersOf(store, table, mergedId),
    followersOf(store, table, keptId),
  ]);
  const added = [...mergedFollowers.keys()].filter((uid) => !keptFollowers.has(uid));
  const writes =
    moved.reduce((n, docs) => n + docs.length, 0) + mergedFollowers.size + added.length + 4;
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
    MOVED_COLLECTIONS.map((collection) =>
      store.where(collection, [{ field: MOVED_BY_MERGE_FIELD, value: mergeId }]),
    ),
  );
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
