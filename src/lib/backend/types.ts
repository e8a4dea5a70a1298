/**
 * The one data + auth interface the features are written against (DESIGN.md section 2).
 * It is shaped like the documents we store: collections of documents with ids. Values are
 * plain JSON-like data plus `Date`; adapters convert their own timestamp types to `Date`.
 */

export type DocumentData = Record<string, unknown>;

export interface StoredDocument {
  id: string;
  data: DocumentData;
}

/** Equality filter: `field == value`. */
export interface WhereEquals {
  field: string;
  value: string | number | boolean | null;
}

export interface QueryOptions {
  where?: readonly WhereEquals[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' };
  limit?: number;
}

export type Unsubscribe = () => void;

/** Values that the store computes when it writes (server time, counters, removal). */
export type FieldTransform =
  | { readonly __transform: 'serverTimestamp' }
  | { readonly __transform: 'increment'; readonly by: number }
  | { readonly __transform: 'deleteField' };

export interface DataStore {
  /** One document, or null when it does not exist. */
  get(collection: string, id: string): Promise<StoredDocument | null>;
  /** Documents of a collection with equality filters and one ordering. */
  query(collection: string, options?: QueryOptions): Promise<StoredDocument[]>;
  /** Adds a document with a new unguessable id and returns that id. */
  add(collection: string, data: DocumentData): Promise<string>;
  /** Writes a document; with merge, fields not named are kept. */
  set(
    collection: string,
    id: string,
    data: DocumentData,
    options?: { merge?: boolean },
  ): Promise<void>;
  /** Updates named fields of an existing document; fails with `not-found` when it is absent. */
  update(collection: string, id: string, data: DocumentData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  /** Live query: calls onChange with the full result now and after every change. */
  subscribe(
    collection: string,
    options: QueryOptions,
    onChange: (docs: StoredDocument[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** Several writes applied together (bulk import); all or nothing. */
  batchWrite(writes: readonly BatchWrite[]): Promise<void>;
}

export type BatchWrite =
  | { kind: 'set'; collection: string; id?: string; data: DocumentData }
  | { kind: 'update'; collection: string; id: string; data: DocumentData }
  | { kind: 'delete'; collection: string; id: string };

export interface AuthUser {
  uid: string;
  email: string | null;
}

export interface AuthService {
  /** Calls back once with the current state as soon as it is known, then on every change. */
  onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
}

/**
 * Server functions by name: Cloud Functions callables (firebase), or the same handlers served by
 * the local development / preview server (local). Failures throw `FunctionCallError`.
 */
export interface FunctionsPort {
  call<Req, Res>(name: string, data: Req): Promise<Res>;
}

export interface Backend {
  kind: 'firebase' | 'local';
  data: DataStore;
  auth: AuthService;
  functions: FunctionsPort;
}
