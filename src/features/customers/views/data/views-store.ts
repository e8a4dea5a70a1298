import {
  CUSTOMER_VIEWS,
  DEFAULT_VIEWS_DOC,
  memberPrivatePath,
  type CustomerTable,
} from '@/contracts/collections';
import {
  backend,
  newDocumentId,
  serverTimestamp,
  type StoredDocument,
  type Unsubscribe,
} from '@/lib/backend';
import { instantOf } from '@/lib/tokyo-time';
import { readStoredViewState, storedViewState, type ViewState } from '../model/view';

/** A saved view as the list of views shows it; `state` is read with `viewFor` by its table. */
export interface SavedView {
  id: string;
  name: string;
  shared: boolean;
  ownerUid: string;
  /** Who saved it last (a uid, named from the members list), and when. */
  updatedBy: string;
  updatedAt: Date | null;
  state: unknown;
}

/** The member saving: their uid and the name the team sees. */
export interface ViewAuthor {
  uid: string;
  name: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function parseSavedView(doc: StoredDocument): SavedView {
  const { data } = doc;
  return {
    id: doc.id,
    name: text(data.name),
    shared: data.shared === true,
    ownerUid: text(data.ownerUid),
    updatedBy: text(data.updatedBy),
    updatedAt: instantOf(data.updatedAt),
    state: readStoredViewState(data.state),
  };
}

/** The stamp every save carries (the rules check the saver and the time). */
const savedBy = (author: ViewAuthor) => ({
  updatedAt: serverTimestamp(),
  updatedBy: author.uid,
  updatedByName: author.name,
});

/**
 * One table's views for a member: the team's shared views and their own personal ones (two
 * live queries, as the rules let a member read exactly those), by name; `defaults` is the
 * member's default view per table.
 */
export function viewsStore(table: CustomerTable, author: ViewAuthor) {
  const data = () => backend().data;
  return {
    subscribe(
      onChange: (views: SavedView[]) => void,
      onError: (error: Error) => void,
    ): Unsubscribe {
      let shared: SavedView[] | null = null;
      let mine: SavedView[] | null = null;
      const deliver = () => {
        if (!shared || !mine) return;
        const byId = new Map([...shared, ...mine].map((view) => [view.id, view]));
        onChange([...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'ja')));
      };
      // Two queries, as the rules let a member read exactly these (each field a literal, for
      // the index check in scripts/lib/firestore-indexes.test.ts).
      const stopShared = data().subscribe(
        CUSTOMER_VIEWS,
        {
          where: [
            { field: 'table', value: table },
            { field: 'shared', value: true },
          ],
        },
        (docs) => {
          shared = docs.map(parseSavedView);
          deliver();
        },
        onError,
      );
      const stopMine = data().subscribe(
        CUSTOMER_VIEWS,
        {
          where: [
            { field: 'table', value: table },
            { field: 'ownerUid', value: author.uid },
          ],
        },
        (docs) => {
          mine = docs.map(parseSavedView);
          deliver();
        },
        onError,
      );
      return () => {
        stopShared();
        stopMine();
      };
    },
    /** A new view's id, known before it is written (the screen can show the view at once). */
    newId: newDocumentId,
    /** Saves the state as a new view under `id` (別名で保存). */
    create: (id: string, name: string, shared: boolean, state: ViewState) =>
      data().set(CUSTOMER_VIEWS, id, {
        table,
        name: name.trim(),
        shared,
        ownerUid: author.uid,
        ownerName: author.name,
        state: storedViewState(state),
        createdAt: serverTimestamp(),
        ...savedBy(author),
      }),
    /** Saves the state into an existing view (保存). */
    save: (id: string, state: ViewState) =>
      data().update(CUSTOMER_VIEWS, id, { state: storedViewState(state), ...savedBy(author) }),
    remove: (id: string) => data().delete(CUSTOMER_VIEWS, id),
    /** The member's default view of this table, or null (the table's default view). */
    async defaultViewId(): Promise<string | null> {
      const doc = await data().get(memberPrivatePath(author.uid), DEFAULT_VIEWS_DOC);
      const id = doc?.data[table];
      return typeof id === 'string' ? id : null;
    },
    setDefault: (id: string | null) =>
      data().set(
        memberPrivatePath(author.uid),
        DEFAULT_VIEWS_DOC,
        { [table]: id },
        { merge: true },
      ),
  };
}
