/**
 * The ゴミ箱: a deleted customer row, 先方担当者, survey or promotion waits here TRASH_DAYS before
 * it is erased for good. What the browser and the trash callables (functions/src/trash/) agree on.
 * Dependency-free: copied into functions/src/shared/contracts/.
 */
import { CUSTOMER_CONTACTS } from './contacts';
import { CUSTOMER_TABLES } from './customer-table-names';

export { TRASH } from './collections';

/** Days an item waits in the ゴミ箱 before the schedule erases it. */
export const TRASH_DAYS = 30;

/**
 * What goes to the ゴミ箱 when deleted: a customer row or a 先方担当者 leaves its collection (the
 * entry keeps it); a survey or promotion is archived where it is.
 */
export const TRASHABLE_COLLECTIONS = [
  ...CUSTOMER_TABLES,
  CUSTOMER_CONTACTS,
  'surveys',
  'promotions',
] as const;
export type TrashableCollection = (typeof TRASHABLE_COLLECTIONS)[number];

export const isTrashable = (value: unknown): value is TrashableCollection =>
  typeof value === 'string' && (TRASHABLE_COLLECTIONS as readonly string[]).includes(value);

/** `trash/{collection}_{id}`: at most one entry per document. */
export const trashItemId = (collection: TrashableCollection, id: string) => `${collection}_${id}`;

/** trash/{itemId}, as stored (the server writes it). */
export interface StoredTrashItem {
  collection: TrashableCollection;
  id: string;
  /** The row's client name, the contact's name, the survey's or promotion's title. */
  title: string;
  deletedAt: Date;
  deletedBy: string;
  /** A customer row or contact as it was (it leaves its collection); absent for the others. */
  data?: Record<string, unknown>;
}

export const MOVE_TO_TRASH = 'moveToTrash';
export const RESTORE_FROM_TRASH = 'restoreFromTrash';
export const PURGE_FROM_TRASH = 'purgeFromTrash';

export interface MoveToTrashRequest {
  collection: TrashableCollection;
  id: string;
}

export interface TrashItemRequest {
  itemId: string;
}

export interface TrashResponse {
  itemId: string;
}
