/**
 * Whether saving `mine` would overwrite someone else's change: the field's latest stored value
 * differs from what it was when editing began, and is not already what we are about to write.
 * Returns their value to show, or null when saving is safe.
 */
export function conflictingValue(
  original: string,
  latest: string | undefined,
  mine: string,
): string | null {
  if (latest === undefined) return null;
  if (latest === original || latest === mine) return null;
  return latest;
}
