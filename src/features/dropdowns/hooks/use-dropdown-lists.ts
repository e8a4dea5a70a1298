import { DROPDOWN_OPTIONS } from '@/contracts/collections';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/backend';
import { loadOptionList, updateOptionList, type OptionListEdit } from '../data/dropdown-options';
import { defaultOptions } from '../model/default-options';
import { sortByOrder } from '../model/option-ops';
import type { DropdownOption, OptionListKey } from '../model/types';
import { dropdownStrings as s } from '../strings';

export type ListState =
  | { status: 'loading' }
  | { status: 'ready'; options: DropdownOption[] }
  /** Read failed: the built-in defaults are shown (spec section 8) but not editable. */
  | { status: 'error'; options: DropdownOption[]; error: unknown };

export type ListChange = (
  key: OptionListKey,
  edit: OptionListEdit,
  failureMessage: (reason: string) => string,
) => void;

/**
 * State of the lists the management screen shows. Every change is shown at once, then
 * applied in a transaction to the list as stored (so another person's simultaneous change is
 * kept) and the whole array is written back (spec section 7); the screen then shows the
 * stored result. Writes of one list run one after another so they land in the order they
 * were made. Failures are logged and shown as an error toast, and the list goes back to what
 * it was before that change.
 */
export function useDropdownLists(keys: readonly OptionListKey[]) {
  const [lists, setLists] = useState<Partial<Record<OptionListKey, ListState>>>({});
  const writes = useRef(new Map<OptionListKey, Promise<void>>());
  /** Changes per list not yet stored; the stored result is shown only when none is left. */
  const queued = useRef(new Map<OptionListKey, number>());
  // The lists as last rendered (plus changes made since), for computing an edit at once.
  const current = useRef(lists);
  useLayoutEffect(() => {
    current.current = lists;
  }, [lists]);

  // A list with no state yet counts as loading, so the first fetch sets state only when done.
  const fetchList = useCallback((key: OptionListKey) => {
    loadOptionList(key).then(
      ({ options, saveError }) => {
        if (saveError) {
          console.error(`${DROPDOWN_OPTIONS}/${key}: first-load write failed`, saveError);
          notify.error(s.seedSaveFailed(errorReason(saveError)));
        }
        setLists((prev) => ({
          ...prev,
          [key]: { status: 'ready', options: sortByOrder(options) },
        }));
      },
      (error: unknown) => {
        console.error(`${DROPDOWN_OPTIONS}/${key}: load failed`, error);
        notify.error(s.loadFailed(errorReason(error)));
        setLists((prev) => ({
          ...prev,
          [key]: { status: 'error', options: defaultOptions(key), error },
        }));
      },
    );
  }, []);

  const keyList = keys.join(',');
  useEffect(() => {
    for (const key of keyList.split(',') as OptionListKey[]) fetchList(key);
  }, [keyList, fetchList]);

  const reload = useCallback(
    (key: OptionListKey) => {
      setLists((prev) => ({ ...prev, [key]: { status: 'loading' } }));
      fetchList(key);
    },
    [fetchList],
  );

  const change = useCallback<ListChange>((key, edit, failureMessage) => {
    const state = current.current[key];
    if (state?.status !== 'ready') return;
    const previous = state.options;
    const next = edit(previous);
    if (!next) return;
    const shown = sortByOrder(next);
    current.current = { ...current.current, [key]: { status: 'ready', options: shown } };
    setLists((prev) =>
      prev[key]?.status === 'ready'
        ? { ...prev, [key]: { status: 'ready', options: shown } }
        : prev,
    );
    queued.current.set(key, (queued.current.get(key) ?? 0) + 1);
    const settle = () => {
      const left = (queued.current.get(key) ?? 1) - 1;
      queued.current.set(key, left);
      return left === 0;
    };
    const before = writes.current.get(key) ?? Promise.resolve();
    const write = before.then(() =>
      updateOptionList(key, edit).then(
        (stored) => {
          // Others' changes arrive with the stored list; a newer change of ours would flicker.
          if (!settle()) return;
          setLists((prev) => {
            const now = prev[key];
            // Nobody else changed the list: keep the objects on screen as they are.
            if (now?.status !== 'ready' || sameOptions(now.options, stored)) return prev;
            return { ...prev, [key]: { status: 'ready', options: stored } };
          });
        },
        (error: unknown) => {
          settle();
          console.error(`${DROPDOWN_OPTIONS}/${key}: write failed`, error);
          notify.error(failureMessage(errorReason(error)));
          setLists((prev) => {
            const now = prev[key];
            // Only roll back if nothing newer replaced this change meanwhile.
            if (now?.status !== 'ready' || !sameOptions(now.options, shown)) return prev;
            return { ...prev, [key]: { status: 'ready', options: sortByOrder(previous) } };
          });
        },
      ),
    );
    writes.current.set(key, write);
  }, []);

  return { lists, change, reload };
}

function sameOptions(a: readonly DropdownOption[], b: readonly DropdownOption[]): boolean {
  return JSON.stringify(sortByOrder(a)) === JSON.stringify(sortByOrder(b));
}
