/** A human-readable reason for `{reason}` placeholders in the spec's messages. */
export function errorReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return '';
}
