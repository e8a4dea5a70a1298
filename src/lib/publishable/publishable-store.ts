import { backend, serverTimestamp, type DocumentData } from '@/lib/backend';
import {
  createdByFields,
  editedByFields,
  type Editor,
  type PublishableMeta,
} from './publishable-meta';
import type { CustomerTable } from '@/contracts/collections';
import type { TrashableCollection } from '@/contracts/trash';
import { EditConflictError, type UpdateGuard } from './edit-conflict';
import { applyPublishAction, type PublishAction } from './publish-lifecycle';

const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);
const storedTime = (value: unknown): Date | null => (value instanceof Date ? value : null);

/**
 * The reads and writes surveys and promotions share, over one collection: list, get, create and
 * update from the area's draft, archive, the lifecycle and the public link. Each area's data/
 * makes one store and adds only what is its own.
 */
export function publishableStore<T extends PublishableMeta & { id: string }, D>(options: {
  collection: Exclude<TrashableCollection, CustomerTable>;
  /** The public link built from a document's id. */
  publicUrlOf: (id: string) => string;
  parse: (id: string, data: DocumentData) => T;
  /** What a save stores of a draft (both create and update). */
  contentOf: (draft: D) => DocumentData;
  /** Stored once, on create only (counters). */
  createDefaults?: DocumentData;
}) {
  const { collection, publicUrlOf, parse, contentOf, createDefaults = {} } = options;
  return {
    /** Newest first; archived documents are dropped on the client, as the spec's query does. */
    async list(): Promise<T[]> {
      const docs = await backend().data.query(collection, {
        orderBy: { field: 'createdAt', direction: 'desc' },
      });
      return docs.map((doc) => parse(doc.id, doc.data)).filter((item) => !item.isArchived);
    },

    /** One document by id, or null when absent. */
    async get(id: string): Promise<T | null> {
      const doc = await backend().data.get(collection, id);
      return doc ? parse(doc.id, doc.data) : null;
    },

    /**
     * The link to copy or open, always built from the id: a stored `publicUrl` may be empty
     * (seeds), point at an old host, or have been written by anyone who could write the document.
     */
    linkOf(item: Pick<T, 'id'>): string {
      return publicUrlOf(item.id);
    },

    /** Creates a draft, then fills publicUrl from the new id (two writes, as the spec says). */
    async create(draft: D, editor: Editor): Promise<string> {
      const data = backend().data;
      const id = await data.add(collection, {
        ...contentOf(draft),
        ...createDefaults,
        status: 'draft',
        publicUrl: '',
        ...createdByFields(editor),
        isArchived: false,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      await data.update(collection, id, { publicUrl: publicUrlOf(id) });
      return id;
    },

    /**
     * Saves a draft over the document. With a guard, in a transaction: when the stored
     * `updatedAt` is no longer the one the editor loaded, nothing is written and
     * `EditConflictError` is thrown, unless `overwrite` is set.
     */
    async update(id: string, draft: D, editor: Editor, guard?: UpdateGuard): Promise<void> {
      const patch = {
        ...contentOf(draft),
        ...editedByFields(editor),
        updatedAt: serverTimestamp(),
      };
      if (!guard) {
        await backend().data.update(collection, id, patch);
        return;
      }
      await backend().data.runTransaction(async (tx) => {
        const current = await tx.get(collection, id);
        const changed =
          current !== null &&
          !sameTime(storedTime(current.data.updatedAt), guard.expectedUpdatedAt);
        if (changed && !guard.overwrite) throw new EditConflictError();
        tx.update(collection, id, patch);
      });
    },

    /**
     * Delete only archives: the document and its public URL stay (the page answers as closed),
     * and it waits in the ゴミ箱 to be restored or erased (src/lib/trash/).
     */
    async archive(id: string, by: { uid: string }): Promise<void> {
      // Loaded on the first delete: the public pages reach this module and must stay small.
      const { moveToTrash } = await import('../trash/trash-client');
      await moveToTrash(collection, id, by);
    },

    /**
     * Publish, close or reopen with the patch of the shared lifecycle. Reopen stores
     * `closedAt: null` for both areas, so every document keeps the spec's field list.
     */
    async applyAction(id: string, action: PublishAction, now: Date = new Date()): Promise<void> {
      await backend().data.update(collection, id, {
        ...applyPublishAction(action, now, publicUrlOf(id)),
      });
    },
  };
}
