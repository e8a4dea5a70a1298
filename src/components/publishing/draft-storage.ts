/**
 * An unsaved create / edit form kept in this browser (localStorage), so a reload or a crash
 * does not lose it. Storage may be full, disabled or hold junk: every call fails quietly.
 */
export interface StoredDraft<D> {
  draft: D;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /**
   * The `updatedAt` (ms) of the document it was edited from, null when none: a restored draft
   * is saved against that version, so a save made by someone else meanwhile is not overwritten
   * unasked.
   */
  base: number | null;
}

/** `{area}-draft:{id}`; a create form uses the id `new`. */
export const draftKeyOf = (area: string, id: string | null) => `${area}-draft:${id ?? 'new'}`;

export function readDraft<D>(key: string): StoredDraft<D> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('draft' in parsed) ||
      typeof parsed.draft !== 'object' ||
      parsed.draft === null ||
      !('savedAt' in parsed) ||
      typeof parsed.savedAt !== 'number'
    ) {
      return null;
    }
    const base = 'base' in parsed && typeof parsed.base === 'number' ? parsed.base : null;
    return { draft: parsed.draft as D, savedAt: parsed.savedAt, base };
  } catch {
    return null;
  }
}

export function writeDraft<D>(
  key: string,
  draft: D,
  base: number | null = null,
  now: number = Date.now(),
): void {
  try {
    const stored: StoredDraft<D> = { draft, savedAt: now, base };
    localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Full or disabled storage: the form still works, only without the safety copy.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
