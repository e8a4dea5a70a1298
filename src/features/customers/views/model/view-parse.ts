/** Defensive readers of a stored view (view.ts): anything unexpected reads as nothing. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The strings of a stored list, in order; anything else is left out. */
export const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A stored single choice, when it is text and (if `allowed` is given) one of them; else ''. */
export function choicesOrNothing(value: unknown, allowed: readonly string[] | undefined): string {
  if (typeof value !== 'string') return '';
  return !allowed || value === '' || allowed.includes(value) ? value : '';
}
