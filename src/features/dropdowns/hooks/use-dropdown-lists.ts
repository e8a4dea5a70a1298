import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/backend';
import { loadOptionList, saveOptionList } from '../data/dropdown-options';
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
  previous: readonly DropdownOption[],
  next: DropdownOption[],
  failureMessage: (reason: string) => string,
) => void;

/**
 * State of the lists the management screen shows. Every change is applied at once and the
 * whole array is written back (spec section 7); writes of one list run one after another so
 * they land in the order they were made. Failures are logged and shown as an error toast,
 * and the list goes back to what it was before that change.
 */
export function useDropdownLists(keys: readonly OptionListKey[]) {
  const [lists, setLists] = useState<Partial<Record<OptionListKey, ListState>>>({});
  const writes = useRef(new Map<OptionListKey, Promise<void>>());

  // A list with no state yet counts as loading, so the first fetch sets state only when done.
  const fetchList = useCallback((key: OptionListKey) => {
    loadOptionList(key).then(
      ({ options, saveError }) => {
        if (saveError) {
          console.error(`dropdown_options/${key}: first-load write failed`, saveError);
          notify.error(s.seedSaveFailed(errorReason(saveError)));
        }
        setLists((prev) => ({
          ...prev,
          [key]: { status: 'ready', options: sortByOrder(options) },
        }));
      },
      (error: unknown) => {
        console.error(`dropdown_options/${key}: load failed`, error);
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

  const change = useCallback<ListChange>((key, previous, next, failureMessage) => {
    setLists((prev) =>
      prev[key]?.status === 'ready'
        ? { ...prev, [key]: { status: 'ready', options: sortByOrder(next) } }
        : prev,
    );
    const before = writes.current.get(key) ?? Promise.resolve();
    const write = before.then(() =>
      saveOptionList(key, next).catch((error: unknown) => {
        console.error(`dropdown_options/${key}: write failed`, error);
        notify.error(failureMessage(errorReason(error)));
        setLists((prev) => {
          const state = prev[key];
          // Only roll back if nothing newer replaced this change meanwhile.
          if (state?.status !== 'ready' || !sameOptions(state.options, next)) return prev;
          return { ...prev, [key]: { status: 'ready', options: sortByOrder(previous) } };
        });
      }),
    );
    writes.current.set(key, write);
  }, []);

  return { lists, change, reload };
}

function sameOptions(a: readonly DropdownOption[], b: readonly DropdownOption[]): boolean {
  return JSON.stringify(sortByOrder(a)) === JSON.stringify(sortByOrder(b));
}
