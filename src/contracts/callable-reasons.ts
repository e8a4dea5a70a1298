/**
 * Machine-readable reasons a callable attaches to an error (`details.reason` on the wire), so
 * the browser can tell one failure from another by code. The Japanese message next to it is for
 * people only: the client never compares message text.
 */
export const CALLABLE_REASONS = {
  /** No AI provider is configured for generateSurveySummary (an installation state). */
  aiNotConfigured: 'ai-not-configured',
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
