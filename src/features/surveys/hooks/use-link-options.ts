import { useMemo } from 'react';
import { LINK_VALUE_SOURCES } from '@/contracts/survey-link-values';
import { useOptionLists } from '@/features/dropdowns';
import type { LinkOptions } from '../components/builder/show-if-editor';

const LISTS = LINK_VALUE_SOURCES.map((source) => source.optionList);

/**
 * The items of the option lists behind the customer values a 表示条件 may read (SA and OB 進捗,
 * 担当者, 紹介元), by link key: what 「条件の値」 offers for a link value.
 */
export function useLinkOptions(): LinkOptions {
  const lists = useOptionLists(LISTS);
  return useMemo(
    () =>
      Object.fromEntries(
        LINK_VALUE_SOURCES.map((source) => [
          source.key,
          lists[source.optionList].options.map((option) => option.label),
        ]),
      ),
    [lists],
  );
}
