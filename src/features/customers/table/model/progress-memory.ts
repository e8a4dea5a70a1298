/** Spec part 2, section 9: OB's progress filter is remembered on the device under this key. */
export const PROGRESS_FILTER_STORAGE_KEY = 'customerList_progressFilter';

/**
 * The remembered progress labels, from the stored JSON array. Labels no longer offered are
 * dropped, and anything that is not an array of strings counts as nothing remembered.
 */
export function parseStoredProgressFilter(
  stored: string | null,
  offered: readonly string[],
): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const offeredSet = new Set(offered);
  const labels = value.filter(
    (label): label is string => typeof label === 'string' && offeredSet.has(label),
  );
  return [...new Set(labels)];
}

export function serializeProgressFilter(labels: readonly string[]): string {
  return JSON.stringify(labels);
}
