/**
 * Machine-readable reasons a callable attaches to an error (`details.reason` on the wire), so
 * the browser can tell one failure from another by code. The Japanese message next to it is for
 * people only: the client never compares message text.
 */
export const CALLABLE_REASONS = {
  /** No AI provider is configured for generateSurveySummary (an installation state). */
  aiNotConfigured: 'ai-not-configured',
  /** addMember: the e-mail already has a sign-in account (the screen then re-adds it). */
  emailInUse: 'email-already-in-use',
  /** addMember: Auth refuses the e-mail address. */
  invalidEmail: 'invalid-email',
  /** addMember, changeMemberPassword: Auth refuses the password as too weak. */
  weakPassword: 'weak-password',
  /**
   * reAddMember, changeMemberPassword: the proof of the account's password (an ID token of a
   * fresh password sign-in) is missing, stale, forged or of another account.
   */
  invalidProof: 'invalid-proof',
  /** lookupCorporateNumber: no 法人番号システム Web-API application id is configured. */
  corporateApiNotConfigured: 'corporate-api-not-configured',
  /** setMemberRole: the change would leave the team without a 管理者. */
  lastAdmin: 'last-admin',
} as const;

export type CallableReason = (typeof CALLABLE_REASONS)[keyof typeof CALLABLE_REASONS];

/** The `details` object a callable error carries when it has a reason. */
export interface CallableErrorDetails {
  reason: CallableReason;
}

/** Reads a reason from an error's `details` (absent, foreign or malformed details give null). */
export function reasonOf(details: unknown): CallableReason | null {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  const { reason } = details;
  return Object.values(CALLABLE_REASONS).find((known) => known === reason) ?? null;
}
