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
  key: OptionListKey;
  status: 'ready' | 'error';
  options: DropdownOption[];
  error: unknown;
};

const EMPTY: DropdownOption[] = [];

/**
 * The read API other areas (SA, OB, GTM) use for one option list: labels in order and the
 * colour / badge style of a label. It migrates or seeds the list on first load like the
 * management screen, so no other feature touches dropdown_options.
 */
export function useOptionList(key: OptionListKey): OptionListResult {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    loadOptionList(key).then(
      ({ options, saveError }) => {
        if (saveError)
          console.error(`${DROPDOWN_OPTIONS}/${key}: first-load write failed`, saveError);
        if (current)
          setLoaded({ key, status: 'ready', options: sortByOrder(options), error: null });
      },
      (error: unknown) => {
        console.error(`${DROPDOWN_OPTIONS}/${key}: load failed`, error);
        if (current) setLoaded({ key, status: 'error', options: defaultOptions(key), error });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  const fresh = loaded?.key === key ? loaded : null;
  const options = fresh?.options ?? EMPTY;
  const lookup = useMemo(() => buildOptionLookup(options), [options]);
  return {
    status: fresh?.status ?? 'loading',
    options,
    error: fresh?.error ?? null,
    ...lookup,
  };
}
