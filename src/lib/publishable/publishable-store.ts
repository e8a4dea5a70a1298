import { backend, serverTimestamp, type DocumentData } from '@/lib/backend';
import {
  createdByFields,
  editedByFields,
  type Editor,
  type PublishableMeta,
} from './publishable-meta';
import { applyPublishAction, type PublishAction } from './publish-lifecycle';

/**
 * The reads and writes surveys and promotions share, over one collection. Each area's data/
 * names its own functions by intent (`listSurveys = store.list`) and adds what is its own.
 */
export function publishableStore<T extends PublishableMeta & { id: string }>(options: {
  collection: string;
  /** The public link built from a new document's id. */
  publicUrlOf: (id: string) => string;
  parse: (id: string, data: DocumentData) => T;
}) {
  const { collection, publicUrlOf, parse } = options;
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

    /** Creates a draft, then fills publicUrl from the new id (two writes, as the spec says). */
    async create(content: DocumentData, editor: Editor): Promise<string> {
      const data = backend().data;
      const id = await data.add(collection, {
        ...content,
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

    async update(id: string, content: DocumentData, editor: Editor): Promise<void> {
      await backend().data.update(collection, id, {
        ...content,
        ...editedByFields(editor),
        updatedAt: serverTimestamp(),
      });
    },

    /** Delete only archives: the document and its public URL stay. */
    async archive(id: string): Promise<void> {
      await backend().data.update(collection, id, {
        isArchived: true,
        updatedAt: serverTimestamp(),
      });
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
