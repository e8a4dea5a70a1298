import { TRASH } from '@/contracts/trash';
import { backend, type Unsubscribe } from '@/lib/backend';
import { parseTrashEntry, type TrashEntry } from '../model/trash-items';

/** The ゴミ箱, newest deletion first, live (every member reads it). */
export function subscribeTrash(
  onChange: (entries: TrashEntry[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    TRASH,
    { orderBy: { field: 'deletedAt', direction: 'desc' } },
    (docs) => onChange(docs.flatMap((doc) => parseTrashEntry(doc.id, doc.data) ?? [])),
    onError,
  );
}
