/** A stored month's 目標 ({ [担当者]: yen | null }) as a map of the set ones; anything else is none. */
export function parseGoals(stored: unknown): ReadonlyMap<string, number> {
  if (typeof stored !== 'object' || stored === null) return new Map();
  return new Map(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] >= 0,
    ),
  );
}
