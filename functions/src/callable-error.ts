import type { CallableErrorDetails } from './shared/contracts/callable-reasons.js';

/**
 * The error a callable's pure handler throws. Its code is one of the callable protocol's codes
 * and its message is shown to the user as is (a short Japanese reason), so it must never carry a
 * secret. The Cloud Functions wrapper turns it into an HttpsError; the local development server
 * (scripts/local-functions/) sends the same code and message as JSON. Dependency-free on purpose:
 * that server imports it without firebase-functions.
 */
export type CallableErrorCode =
  | 'invalid-argument'
  | 'permission-denied'
  | 'already-exists'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'not-found'
  | 'internal'
  | 'unknown';

export class CallableError extends Error {
  readonly code: CallableErrorCode;
  /** Sent as the error's `details`: a reason code the client matches (never the message). */
  readonly details: CallableErrorDetails | undefined;

  constructor(code: CallableErrorCode, message: string, details?: CallableErrorDetails) {
    super(message);
    this.name = 'CallableError';
    this.code = code;
    this.details = details;
  }
}

/** Who called, as the callable protocol reports it (absent when signed out). */
export interface CallerAuth {
  readonly uid: string;
}

export interface CallableInput {
  readonly auth?: CallerAuth | undefined;
  readonly data: unknown;
}
