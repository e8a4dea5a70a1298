import type { AddOptions, DocumentData, StoredDocument } from './types';

/**
 * What an anonymous visitor's page may do (docs/security.md): read one document by id
 * and add one document. Public pages are written against this port only, so the public app
 * can start a small adapter (the Firestore REST API, or a light IndexedDB reader) instead of the full
 * backend with Auth, live queries and transactions. Any full `DataStore` satisfies it.
 */
export interface PublicDataStore {
  /** One document, or null when it does not exist. */
  get(collection: string, id: string): Promise<StoredDocument | null>;
  /** Adds a document with a new unguessable id and returns that id (`AddOptions`: writes beside it). */
  add(collection: string, data: DocumentData, options?: AddOptions): Promise<string>;
  /**
   * Starts loading what `add` needs, when the adapter loads it lazily (the REST adapter's write
   * side): called as the visitor starts answering, so 送信する does not wait for it.
   */
  prepareAdd?(): void;
}

let active: PublicDataStore | null = null;

/** The store public pages read through: the public adapter, or the full backend's data. */
export function publicData(): PublicDataStore {
  if (!active) throw new Error('publicData() called before a backend was started');
  return active;
}

/** Set by `startPublicBackend`, and by `startBackend` / `setBackendForTests` (full backend). */
export function setPublicDataStore(store: PublicDataStore): void {
  active = store;
}
