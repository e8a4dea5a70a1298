import {
  isTrashable,
  TRASH,
  TRASH_DAYS,
  trashItemId,
  type StoredTrashItem,
  type TrashableCollection,
} from '@/contracts/trash';
import {
  RESPONSES,
  RESPONSE_LINKS,
  SURVEYS,
  SURVEY_ANSWER_SLOTS,
  SURVEY_ANSWER_SLOT_CLAIMS,
  SURVEY_STATS,
} from '@/contracts/survey-collections';
import { CUSTOMER_CONTACTS } from '@/contracts/contacts';
import {
  isCustomerTable,
  PROMOTIONS,
  SURVEY_LINK_RULES,
  SURVEY_NOTIFICATIONS,
  SURVEY_SUMMARIES,
} from '@/contracts/collections';
import { DAY_MS } from '@/lib/tokyo-time';

/** A response's documents kept under its id. */
const RESPONSE_OWN_COLLECTIONS = [RESPONSES, RESPONSE_LINKS, SURVEY_NOTIFICATIONS];

/** A survey's documents kept under its own id. */
const SURVEY_OWN_COLLECTIONS = [
  SURVEYS,
  SURVEY_STATS,
  SURVEY_SUMMARIES,
  SURVEY_LINK_RULES,
  SURVEY_ANSWER_SLOTS,
  SURVEY_ANSWER_SLOT_CLAIMS,
];

/**
 * The ゴミ箱's moves, one transaction each, shared by the trash callables (functions/src/trash/,
 * which get this file copied) and local mode (trash-client.ts). A customer row leaves its table
 * (its copy waits in the ゴミ箱; its history, comments and links stay keyed by its id, so they come
 * back with it); a survey or promotion stays where it is, archived (its public page answers as a
 * closed one).
 */
export interface TrashStore {
  get(collection: string, id: string): Promise<Record<string, unknown> | null>;
  set(collection: string, id: string, data: Record<string, unknown>): void;
  update(collection: string, id: string, data: Record<string, unknown>): void;
  delete(collection: string, id: string): void;
}

export type TrashRefusal = 'invalid-argument' | 'not-found' | 'failed-precondition';

export class TrashRefused extends Error {
  constructor(
    readonly code: TrashRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'TrashRefused';
  }
}

export const trashMessages = {
  invalid: 'ゴミ箱に移せないものです',
  notFound: '見つかりません（既に削除されたか、ゴミ箱から戻されています）',
  merged: '統合された行は削除できません（統合を元に戻してから削除してください）',
  occupied: '同じIDの行が既にあるため復元できません',
  noCompany: 'この担当者の会社の行がない（削除または統合された）ため復元できません',
} as const;

const isRow = (collection: TrashableCollection) => isCustomerTable(collection);
/** A customer row or a contact: the entry keeps the document, which leaves its collection. */
const movesOut = (collection: TrashableCollection) =>
  isRow(collection) || collection === CUSTOMER_CONTACTS;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const titleOf = (collection: TrashableCollection, doc: Record<string, unknown>) =>
  text(
    isRow(collection) ? doc.clientName : collection === CUSTOMER_CONTACTS ? doc.name : doc.title,
  );

/** Moves one document to the ゴミ箱; returns the entry's id. */
export async function moveToTrash(
  store: TrashStore,
  request: unknown,
  by: { uid: string },
  now: Date,
): Promise<{ itemId: string }> {
  const { collection, id } = (request ?? {}) as Record<string, unknown>;
  if (!isTrashable(collection) || typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id))
    throw new TrashRefused('invalid-argument', trashMessages.invalid);
  const doc = await store.get(collection, id);
  if (!doc || (!movesOut(collection) && doc.isArchived === true))
    throw new TrashRefused('not-found', trashMessages.notFound);
  if (isRow(collection) && doc.mergedInto != null)
    throw new TrashRefused('failed-precondition', trashMessages.merged);
  const itemId = trashItemId(collection, id);
  const item: StoredTrashItem = {
    collection,
    id,
    title: titleOf(collection, doc),
    deletedAt: now,
    deletedBy: by.uid,
    ...(movesOut(collection) ? { data: doc } : {}),
  };
  store.set(TRASH, itemId, { ...item });
  if (movesOut(collection)) store.delete(collection, id);
  else store.update(collection, id, { isArchived: true, updatedAt: now });
  return { itemId };
}

/** Puts an entry back where it was; the row comes back stamped by whoever restored it. */
export async function restoreFromTrash(
  store: TrashStore,
  itemId: string,
  by: { uid: string },
  now: Date,
): Promise<StoredTrashItem> {
  const item = await store.get(TRASH, itemId);
  if (!item || !isTrashable(item.collection) || typeof item.id !== 'string')
    throw new TrashRefused('not-found', trashMessages.notFound);
  const { collection, id } = item;
  if (movesOut(collection)) {
    if (await store.get(collection, id))
      throw new TrashRefused('failed-precondition', trashMessages.occupied);
    const data = (item.data ?? {}) as Record<string, unknown>;
    if (isRow(collection)) store.set(collection, id, { ...data, editedBy: by.uid, editedAt: now });
    else {
      // A contact comes back only to a company that is still there (not deleted, not merged).
      const company =
        isCustomerTable(data.table) && typeof data.rowId === 'string'
          ? await store.get(data.table, data.rowId)
          : null;
      if (!company || company.mergedInto != null)
        throw new TrashRefused('failed-precondition', trashMessages.noCompany);
      // Not 主担当 again: another may have been marked meanwhile (mark it again to make it so).
      store.set(collection, id, { ...data, primary: false, updatedAt: now });
    }
  } else {
    if (!(await store.get(collection, id)))
      throw new TrashRefused('not-found', trashMessages.notFound);
    store.update(collection, id, { isArchived: false, updatedAt: now });
  }
  store.delete(TRASH, itemId);
  return item as unknown as StoredTrashItem;
}

/** How the 監査ログ names the daily erasure (no member acts). */
export const TRASH_SWEEPER = 'ゴミ箱の自動削除';

/** When an entry's time in the ゴミ箱 is over. */
export function purgeDueAt(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS);
}

/**
 * What 完全に削除 erases: the entry (a row's only copy) and, for a survey, its own documents
 * beside it (the survey, its statistics, summary drafts, link rules, answer slots) and its
 * responses with the records tying them to personal links and their Chatwork outcomes, or the
 * promotion. `responsesOf`: the ids of a survey's responses (a query, the caller's store's).
 */
export async function purgeTargets(
  item: Record<string, unknown>,
  itemId: string,
  responsesOf: (surveyId: string) => Promise<readonly string[]>,
) {
  const targets: { collection: string; id: string }[] = [{ collection: TRASH, id: itemId }];
  if (typeof item.id !== 'string') return targets;
  if (item.collection === PROMOTIONS) targets.push({ collection: PROMOTIONS, id: item.id });
  if (item.collection !== SURVEYS) return targets;
  for (const collection of SURVEY_OWN_COLLECTIONS) targets.push({ collection, id: item.id });
  for (const id of await responsesOf(item.id))
    for (const collection of RESPONSE_OWN_COLLECTIONS) targets.push({ collection, id });
  return targets;
}
