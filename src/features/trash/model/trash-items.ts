import { isTrashable, type TrashableCollection } from '@/contracts/trash';
import { instantOf } from '@/lib/tokyo-time';
import { purgeDueAt } from '@/lib/trash/trash-core';

/** One entry of the ゴミ箱 as the screen shows it. */
export interface TrashEntry {
  itemId: string;
  collection: TrashableCollection;
  id: string;
  title: string;
  deletedBy: string;
  deletedAt: Date | null;
  /** When the daily erasure takes it (null: unknown time of deletion). */
  purgeAt: Date | null;
}

/** A stored entry, or null for one the screen cannot place (unknown collection). */
export function parseTrashEntry(itemId: string, data: Record<string, unknown>): TrashEntry | null {
  if (!isTrashable(data.collection) || typeof data.id !== 'string') return null;
  const deletedAt = instantOf(data.deletedAt);
  return {
    itemId,
    collection: data.collection,
    id: data.id,
    title: typeof data.title === 'string' ? data.title : '',
    deletedBy: typeof data.deletedBy === 'string' ? data.deletedBy : '',
    deletedAt,
    purgeAt: deletedAt ? purgeDueAt(deletedAt) : null,
  };
}
