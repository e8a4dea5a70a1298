import type { CallableName, Callables } from '@/contracts/callables';
import type { MemberRoleChoice } from '@/contracts/members';
import type { Role } from '@/contracts/roles';
/**
 * The one data + auth interface the features are written against (docs/data-layer.md).
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
  /**
   * Paging: only documents after this one in the query's order (a document this same query
   * returned). The order is `orderBy`, ties broken by document id, as Firestore's.
   */
  startAfter?: StoredDocument;
}

export type Unsubscribe = () => void;

/** Values that the store computes when it writes (server time, counters, removal). */
export type FieldTransform =
  | { readonly __transform: 'serverTimestamp' }
  | { readonly __transform: 'increment'; readonly by: number }
  | { readonly __transform: 'deleteField' };

/**
 * What changed since the previous delivery of a live query. On the first delivery every
 * document is `added`. Documents that did not change keep their object identity (the same
 * `StoredDocument` and the same `data` object) from one delivery to the next, so rows can be
 * memoised by reference.
 */
export interface SnapshotChanges {
  added: StoredDocument[];
  modified: StoredDocument[];
  removed: StoredDocument[];
  /** True while this tab has writes the server has not confirmed (always false locally). */
  hasPendingWrites: boolean;
}

/**
 * A read-modify-write unit, like Firestore's: every `get` must come before the first write;
 * writes are applied together at the end only if nothing that was read changed meanwhile,
 * otherwise the function runs again (so it must not have other side effects).
 */
export interface Transaction {
  get(collection: string, id: string): Promise<StoredDocument | null>;
  set(collection: string, id: string, data: DocumentData, options?: { merge?: boolean }): void;
  /** Fails the transaction with `not-found` when the document is absent at commit. */
  update(collection: string, id: string, data: DocumentData): void;
  delete(collection: string, id: string): void;
}

/**
 * With `alongside`, the add writes other documents in the same atomic write, each named from
 * the new document's id (created when missing; `merge` keeps their other fields). Security
 * rules can then tie those writes to the new document: a survey's answer slot and its claim, a
 * response's personal-link token (features/surveys/data/public-submit.ts).
 */
export interface AddOptions {
  alongside?: (newId: string) => readonly AlongsideWrite[];
}

export interface AlongsideWrite {
  collection: string;
  id: string;
  data: DocumentData;
  merge?: boolean;
}

export interface DataStore {
  /** One document, or null when it does not exist. */
  get(collection: string, id: string): Promise<StoredDocument | null>;
  /** Documents of a collection with equality filters and one ordering. */
  query(collection: string, options?: QueryOptions): Promise<StoredDocument[]>;
  /** Adds a document with a new unguessable id and returns that id (`AddOptions`: writes beside it). */
  add(collection: string, data: DocumentData, options?: AddOptions): Promise<string>;
  /**
   * Writes a document; with merge, fields not named are kept. `undefined` values are left out
   * (Firestore's `ignoreUndefinedProperties`); `deleteField()` needs merge.
   */
  set(
    collection: string,
    id: string,
    data: DocumentData,
    options?: { merge?: boolean },
  ): Promise<void>;
  /**
   * Updates named fields (dotted paths allowed) of an existing document; fails with
   * `not-found` when it is absent. `undefined` values are left out; `deleteField()` only at the
   * top level of `data`.
   */
  update(collection: string, id: string, data: DocumentData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  /**
   * Live query: calls onChange with the full result and what changed, now and after every
   * change (bursts are coalesced into one delivery). To pause applying updates, keep the latest
   * delivery aside and apply it later: never unsubscribe, a re-listen costs a full read.
   */
  subscribe(
    collection: string,
    options: QueryOptions,
    onChange: (docs: StoredDocument[], changes: SnapshotChanges) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** Live document: calls onChange with the document (null when absent) now and on change. */
  subscribeDoc(
    collection: string,
    id: string,
    onChange: (doc: StoredDocument | null) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** Several writes applied together; all or nothing; at most 500 (`MAX_BATCH_WRITES`). */
  batchWrite(writes: readonly BatchWrite[]): Promise<void>;
  /** Runs `fn` as a transaction (retried on contention) and returns what it returns. */
  runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
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
  signOut(): Promise<void>;
  /** Changes the signed-in user's own password (may fail with `requires-recent-login`). */
  changeOwnPassword(newPassword: string): Promise<void>;
}

/**
 * Staff operations on other members' accounts (the members screen). Firebase: the staff-only
 * callables addMember / reAddMember / changeMemberPassword (Admin SDK), so clients never sign
 * up and e-mail sign-up stays turned off; local: the local auth store and data store. The
 * acting staff member's session never switches. Failures are `AuthError`s with the codes the
 * spec's messages are chosen by; anything else keeps its own error (and message).
 */
export interface MemberAccountsService {
  /**
   * Creates the account and `members/{uid}` (uid, name, email, createdAt). Fails with
   * `email-already-in-use` (the screen then re-adds), `invalid-email` or `weak-password`.
   */
  create(
    input: { name: string; email: string; password: string } & MemberRoleChoice,
  ): Promise<{ uid: string }>;
  /**
   * Makes the existing account of `email` a member again, proven by its password; resolves to
   * 'already-member' when it is one. Fails with `invalid-credential` (or `wrong-password`) for a
   * wrong password, `too-many-requests` when Auth throttles.
   */
  reAdd(
    input: {
      name: string;
      email: string;
      password: string;
    } & MemberRoleChoice,
  ): Promise<'re-added' | 'already-member'>;
  /**
   * Sets a member's 権限 and export right (administrators only). Fails with a FunctionCallError
   * of reason lastAdmin when the team would be left without a 管理者.
   */
  setRole(input: { uid: string; role: Role; canExport: boolean }): Promise<void>;
  /**
   * Sets another account's password, proven by its current password. The account signed in with
   * `email` must be `uid`, else `invalid-credential` and nothing changes.
   */
  changePassword(input: {
    uid: string;
    email: string;
    currentPassword: string;
    newPassword: string;
  }): Promise<void>;
}

/**
 * Server functions by name: Cloud Functions callables (firebase), or the same handlers served by
 * the local development / preview server (local). Failures throw `FunctionCallError`.
 */
export interface FunctionsPort {
  call<Name extends CallableName>(
    name: Name,
    data: Callables[Name]['request'],
  ): Promise<Callables[Name]['response']>;
}

export interface Backend {
  kind: 'firebase' | 'local';
  data: DataStore;
  auth: AuthService;
  memberAccounts: MemberAccountsService;
  functions: FunctionsPort;
}
