// The dropdown area's public API: other areas (SA, OB, GTM) read option lists only through this.
export { useOptionList, useOptionLists } from './hooks/use-option-list';
export type { OptionListKey } from './model/types';
