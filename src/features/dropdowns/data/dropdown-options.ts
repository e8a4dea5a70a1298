import { backend } from '@/lib/backend';
import { newDocumentId } from '@/lib/backend/new-id';
import { resolveOptionList, serializeOptions, type ResolvedList } from '../model/normalize-options';
import { sortByOrder } from '../model/option-ops';
import { PARENT_CATEGORY_LIST, type DropdownOption, type OptionListKey } from '../model/types';

/** The one place the collection name appears (one document per list key). */
const COLLECTION = 'dropdown_options';

export interface LoadedList {
  options: DropdownOption[];
  /** Set when migrating or seeding could not be saved; the options are still usable. */
  saveError?: unknown;
}

async function readStored(key: OptionListKey): Promise<{ options?: unknown } | null> {
  const doc = await backend().data.get(COLLECTION, key);
  return doc ? doc.data : null;
}

/**
 * Reads one list and, on its first load, writes back the migrated or default options
 * (spec section 4). A read failure throws; a failed write-back is reported in `saveError`.
 */
export async function loadOptionList(key: OptionListKey): Promise<LoadedList> {
  const stored = await readStored(key);
  let resolved: ResolvedList = resolveOptionList(key, stored);
  if (resolved.write === 'seeded' && key === 'subGenre') {
    // Seeded sub-categories point at main categories by id, so those must exist first.
    const parents = await loadOptionList(PARENT_CATEGORY_LIST);
    resolved = resolveOptionList(key, stored, parents.options);
  }
  if (resolved.write === 'none') return { options: resolved.options };
  try {
    await saveOptionList(key, resolved.options);
    return { options: resolved.options };
  } catch (saveError) {
    return { options: resolved.options, saveError };
  }
}

/** Writes the whole options array of one list, as the spec does after every change. */
export async function saveOptionList(
  key: OptionListKey,
  options: readonly DropdownOption[],
): Promise<void> {
  await backend().data.set(
    COLLECTION,
    key,
    { options: serializeOptions(sortByOrder(options)) },
    { merge: true },
  );
}

export function newOptionId(): string {
  return newDocumentId();
}
