import { DROPDOWN_OPTIONS } from '@/contracts/collections';
import { backend } from '@/lib/backend';
import { newDocumentId } from '@/lib/backend/new-id';
import {
  normalizeOptionList,
  resolveOptionList,
  serializeOptions,
  type ResolvedList,
} from '../model/normalize-options';
import { sortByOrder } from '../model/option-ops';
import { PARENT_CATEGORY_LIST, type DropdownOption, type OptionListKey } from '../model/types';

/** The one place the collection name appears (one document per list key). */

export interface LoadedList {
  options: DropdownOption[];
  /** Set when migrating or seeding could not be saved; the options are still usable. */
  saveError?: unknown;
}

type StoredList = { options?: unknown } | null;

/** A change to one list, applied to the freshest stored options; null when nothing changes. */
export type OptionListEdit = (options: readonly DropdownOption[]) => DropdownOption[] | null;

function storedShape(options: readonly DropdownOption[]): { options: Record<string, unknown>[] } {
  return { options: serializeOptions(sortByOrder(options)) };
}

/**
 * Reads one list and, on its first load, writes back the migrated or default options
 * (spec section 4). The write-back runs in a transaction that reads the list again, so a
 * list someone else changed in the meantime is taken as it is, not overwritten with defaults.
 * A read failure throws; a failed write-back is reported in `saveError`.
 */
export function loadOptionList(key: OptionListKey): Promise<LoadedList> {
  // Screens load a list from several places at once (each column, a sub-list its parent list):
  // one load per list at a time, so a first load's write-back does not race itself in
  // transactions that Firestore aborts and retries.
  const running = loading.get(key);
  if (running) return running;
  const load = readAndWriteBack(key).finally(() => loading.delete(key));
  loading.set(key, load);
  return load;
}

const loading = new Map<OptionListKey, Promise<LoadedList>>();

async function readAndWriteBack(key: OptionListKey): Promise<LoadedList> {
  const stored = (await backend().data.get(DROPDOWN_OPTIONS, key))?.data ?? null;
  let resolved: ResolvedList = resolveOptionList(key, stored);
  if (resolved.write === 'none') return { options: resolved.options };
  // Seeded sub-categories point at main categories by id, so those must exist first.
  const parents =
    resolved.write === 'seeded' && key === 'subGenre'
      ? (await loadOptionList(PARENT_CATEGORY_LIST)).options
      : [];
  if (parents.length > 0) resolved = resolveOptionList(key, stored, parents);
  try {
    const options = await backend().data.runTransaction(async (tx) => {
      const latest = ((await tx.get(DROPDOWN_OPTIONS, key))?.data ?? null) as StoredList;
      const again = resolveOptionList(key, latest, parents);
      if (again.write !== 'none')
        tx.set(DROPDOWN_OPTIONS, key, storedShape(again.options), { merge: true });
      return again.options;
    });
    return { options };
  } catch (saveError) {
    return { options: resolved.options, saveError };
  }
}

/**
 * Applies one edit (add, rename, recolour, reorder, parent, delete) to the list as it is
 * stored now, in a transaction, and returns the list as stored afterwards. Two staff adding
 * options at the same moment therefore both keep theirs: the later transaction reads the list
 * with the other's option and adds to it (a plain write of the whole array would drop it).
 * An empty stored list stays empty here (defaults are only for a first load).
 */
export async function updateOptionList(
  key: OptionListKey,
  edit: OptionListEdit,
): Promise<DropdownOption[]> {
  return backend().data.runTransaction(async (tx) => {
    const stored = (await tx.get(DROPDOWN_OPTIONS, key))?.data as StoredList | undefined;
    const current = normalizeOptionList(key, stored?.options).options;
    const next = edit(current);
    if (!next) return current;
    tx.set(DROPDOWN_OPTIONS, key, storedShape(next), { merge: true });
    return sortByOrder(next);
  });
}

export function newOptionId(): string {
  return newDocumentId();
}
