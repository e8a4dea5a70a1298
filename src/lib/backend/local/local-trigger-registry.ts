import type { AlongsideWrite, DataStore, DocumentData, StoredDocument } from '../types';

/** Runs after a document is added, like a Cloud Functions onCreate trigger. */
export type LocalTrigger = (store: DataStore, doc: StoredDocument) => Promise<void>;

/** What one commit did to one document: its data before and after (null: absent). */
export interface DocumentChange {
  collection: string;
  id: string;
  before: DocumentData | null;
  after: DocumentData | null;
}

/**
 * Runs after a commit (a single write, a batch or a transaction) with the documents of one
 * collection it changed, like a Cloud Functions onDocumentWritten trigger (one call per commit,
 * so a batch of 500 is handled as one).
 */
export type LocalWriteTrigger = (
  store: DataStore,
  changes: readonly DocumentChange[],
) => Promise<void>;

/**
 * Runs before a document is added and may refuse it by throwing (a `DataError`), as security
 * rules refuse a create in Firestore; nothing is stored then.
 */
/** A refusal of a create: the new document's data and what is written beside it (`alongside`). */
export type LocalGuard = (
  store: DataStore,
  data: DocumentData,
  alongside: readonly AlongsideWrite[],
) => Promise<void>;

/**
 * The local backend's stand-ins for Cloud Functions triggers and for the rules' refusals of a
 * create: who registered what, and running them. Work after a commit never fails the write: the
 * document is stored, so a failing trigger is the server's problem, as a Cloud Function's
 * failure would be (rejecting would make a visitor resubmit and store a duplicate).
 */
export class LocalTriggerRegistry {
  private readonly added = new Map<string, LocalTrigger[]>();
  private readonly deleted = new Map<string, LocalTrigger[]>();
  private readonly written = new Map<string, LocalWriteTrigger[]>();
  private readonly guards = new Map<string, LocalGuard[]>();

  onAdd(collection: string, trigger: LocalTrigger): void {
    this.added.set(collection, [...(this.added.get(collection) ?? []), trigger]);
  }

  onDelete(collection: string, trigger: LocalTrigger): void {
    this.deleted.set(collection, [...(this.deleted.get(collection) ?? []), trigger]);
  }

  onWrite(collection: string, trigger: LocalWriteTrigger): void {
    this.written.set(collection, [...(this.written.get(collection) ?? []), trigger]);
  }

  beforeAdd(collection: string, guard: LocalGuard): void {
    this.guards.set(collection, [...(this.guards.get(collection) ?? []), guard]);
  }

  /** Runs the guards of `collection`; one that throws refuses the add. */
  async guardAdd(
    store: DataStore,
    collection: string,
    data: DocumentData,
    alongside: readonly AlongsideWrite[] = [],
  ): Promise<void> {
    for (const guard of this.guards.get(collection) ?? []) await guard(store, data, alongside);
  }

  hasDeleteTriggers(collection: string): boolean {
    return (this.deleted.get(collection) ?? []).length > 0;
  }

  async afterAdd(store: DataStore, collection: string, doc: StoredDocument): Promise<void> {
    await runLogged(
      this.added.get(collection),
      (trigger) => trigger(store, doc),
      `local trigger on ${collection}/${doc.id}`,
    );
  }

  async afterDelete(store: DataStore, collection: string, before: StoredDocument): Promise<void> {
    await runLogged(
      this.deleted.get(collection),
      (trigger) => trigger(store, before),
      `local delete trigger on ${collection}/${before.id}`,
    );
  }

  /** The write triggers of each collection the commit changed, with that collection's changes. */
  async afterCommit(store: DataStore, changes: readonly DocumentChange[]): Promise<void> {
    for (const [collection, triggers] of this.written) {
      const mine = changes.filter((change) => change.collection === collection);
      if (mine.length > 0)
        await runLogged(
          triggers,
          (trigger) => trigger(store, mine),
          `local write trigger on ${collection}`,
        );
    }
  }
}

/** Runs each trigger in turn; a failure is logged and the next one still runs. */
async function runLogged<Trigger>(
  triggers: readonly Trigger[] | undefined,
  run: (trigger: Trigger) => Promise<void>,
  what: string,
): Promise<void> {
  for (const trigger of triggers ?? []) {
    try {
      await run(trigger);
    } catch (error) {
      console.error(`${what} failed`, error);
    }
  }
}
