import { DROPDOWN_OPTIONS } from '@/contracts/collections';
import { useEffect, useMemo, useState } from 'react';
import { loadOptionList } from '../data/dropdown-options';
import { defaultOptions } from '../model/default-options';
import { buildOptionLookup, type OptionLookup } from '../model/option-lookup';
import { sortByOrder } from '../model/option-ops';
import type { DropdownOption, OptionListKey } from '../model/types';

export interface OptionListResult extends OptionLookup {
  /** 'error': the list could not be read; `options` then holds the built-in defaults. */
  status: 'loading' | 'ready' | 'error';
  /** Sorted by `order`. */
  options: DropdownOption[];
  error: unknown;
}

type Loaded = {
  status: 'ready' | 'error';
  options: DropdownOption[];
  error: unknown;
};

const EMPTY: DropdownOption[] = [];
const LOADING = { status: 'loading', options: EMPTY, error: null } as const;

/**
 * The read API other areas (SA, OB, GTM) use for option lists: labels in order and the colour /
 * badge style of a label, each list arriving on its own. It migrates or seeds a list on first
 * load like the management screen, so no other feature touches dropdown_options.
 */
export function useOptionLists<Key extends OptionListKey>(
  keys: readonly Key[],
): Record<Key, OptionListResult> {
  // By value: a caller's new array of the same keys does not load them again.
  const wanted = keys.join(' ');
  const [loaded, setLoaded] = useState<{ wanted: string; lists: Partial<Record<Key, Loaded>> }>({
    wanted,
    lists: {},
  });
  useEffect(() => {
    let current = true;
    const keep = (key: Key, list: Loaded) => {
      if (current)
        setLoaded((previous) => ({
          wanted,
          lists: { ...(previous.wanted === wanted ? previous.lists : {}), [key]: list },
        }));
    };
    for (const key of wanted.split(' ') as Key[]) {
      loadOptionList(key).then(
        ({ options, saveError }) => {
          if (saveError)
            console.error(`${DROPDOWN_OPTIONS}/${key}: first-load write failed`, saveError);
          keep(key, { status: 'ready', options: sortByOrder(options), error: null });
        },
        (error: unknown) => {
          console.error(`${DROPDOWN_OPTIONS}/${key}: load failed`, error);
          keep(key, { status: 'error', options: defaultOptions(key), error });
        },
      );
    }
    return () => {
      current = false;
    };
  }, [wanted]);
  return useMemo(() => {
    const lists: Partial<Record<Key, Loaded>> = loaded.wanted === wanted ? loaded.lists : {};
    return Object.fromEntries(
      wanted.split(' ').map((key) => {
        const list = lists[key as Key] ?? LOADING;
        return [key, { ...list, ...buildOptionLookup(list.options) }];
      }),
    ) as Record<Key, OptionListResult>;
  }, [wanted, loaded]);
}

/** One option list (useOptionLists). */
export function useOptionList(key: OptionListKey): OptionListResult {
  return useOptionLists([key])[key];
}
