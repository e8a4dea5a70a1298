/** Typed errors every adapter throws, so screens can map them to the spec's messages. */
export type DataErrorCode =
  | 'not-found'
  | 'permission-denied'
  | 'unavailable'
  | 'invalid-argument'
  /** Firestore: a query needs a composite index that does not exist yet (or a precondition). */
  | 'failed-precondition'
  /** A transaction lost to a concurrent write too many times. */
  | 'aborted'
  /** Quota or rate limit reached. */
  | 'resource-exhausted'
  /** Not signed in (or the session expired). */
  | 'unauthenticated'
  | 'unknown';

export class DataError extends Error {
  readonly code: DataErrorCode;

  constructor(code: DataErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataError';
    this.code = code;
  }
}

export type AuthErrorCode =
  | 'invalid-credential'
  | 'wrong-password'
  | 'user-not-found'
  | 'email-already-in-use'
  | 'invalid-email'
  | 'weak-password'
  | 'too-many-requests'
  | 'requires-recent-login'
  | 'network-request-failed'
  | 'unknown';

export class AuthError extends Error {
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AuthError';
    this.code = code;
  }
}

// Kept here for the screens that already import it with the typed errors.
export { errorReason } from '../error-reason';
