import { DataError, type DataErrorCode } from '../errors';

/**
 * Firestore's error codes (FirestoreErrorCode) -> ours. `failed-precondition` is what a query
 * without its composite index gets (the message carries the link that creates the index);
 * `deadline-exceeded` is a network failure to the user, like `unavailable`.
 * Shared by the full adapter and the public pages' REST one (whose statuses are the same names
 * in capitals: `dataErrorCodeOf`), so it imports no SDK.
 */
const CODES: Readonly<Record<string, DataErrorCode>> = {
  'not-found': 'not-found',
  'permission-denied': 'permission-denied',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'invalid-argument': 'invalid-argument',
  'failed-precondition': 'failed-precondition',
  aborted: 'aborted',
  'resource-exhausted': 'resource-exhausted',
  unauthenticated: 'unauthenticated',
};

/** A Firestore code (`permission-denied`) as ours; 'unknown' for any other. */
export function dataErrorCodeOf(firestoreCode: string): DataErrorCode {
  return CODES[firestoreCode.replace(/^firestore\//, '')] ?? 'unknown';
}

/** Any error from the SDK as our typed error (FirestoreError carries `code`). */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? dataErrorCodeOf(error.code)
      : 'unknown';
  return new DataError(code, error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}
