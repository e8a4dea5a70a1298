/**
 * What the merge and its undo share (merge-customers.ts, undo-merge.ts): the transaction's view
 * of the database, the refusals and their words, what moves, the history entry. Dependency-free
 * but for shared files: copied into functions/src/shared/.
 */
import { CUSTOMER_COMMENTS, CUSTOMER_HISTORY, SURVEY_LINKS } from '@/contracts/collections';
import { CUSTOMER_ACTIVITIES, CUSTOMER_CONTACTS } from '@/contracts/contacts';
import { REMINDER_SENDS } from '@/contracts/reminders';
import { DAY_MS } from '@/lib/tokyo-time';
import { boundedChanges } from '../../shared/model/history-bounds';
import {
  HISTORY_RETENTION_DAYS,
  type FieldChange,
  type HistoryAuthor,
  type HistoryEntryData,
} from '../../shared/model/history-diff';

export type Data = Readonly<Record<string, unknown>>;

/** The collections whose documents name a row by `table` + `rowId` and move with a merge. */
export const MOVED_COLLECTIONS = [
  CUSTOMER_HISTORY,
  CUSTOMER_COMMENTS,
  CUSTOMER_CONTACTS,
  CUSTOMER_ACTIVITIES,
  SURVEY_LINKS,
  REMINDER_SENDS,
] as const;

/** One transaction's view of the database. */
export interface MergeStore {
  get(collection: string, id: string): Promise<Data | null>;
  /** The documents of `collection` that name the row (`table` and `rowId`). */
  ofRow(collection: string, table: string, rowId: string): Promise<{ id: string; data: Data }[]>;
  /** The documents of `collection` a merge moved (`movedByMerge`). */
  movedBy(collection: string, mergeId: string): Promise<{ id: string; data: Data }[]>;
  /** The rows of `collection` whose `field` holds `id` (another table's 関連 to the row). */
  referencing(collection: string, field: string, id: string): Promise<{ id: string }[]>;
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

/** A row a merge re-pointed: which, and by which field (kept in the merge's record). */
export interface MovedReference {
  collection: string;
  id: string;
  field: string;
}

/** A transaction's writes stay well under Firestore's 500 per commit. */
export const MAX_MERGE_WRITES = 450;

export const ROW_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A merge's or its undo's history entry on the kept row. */
export function entryOf(input: {
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
