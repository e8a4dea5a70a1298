// The dropdown area's public API: other areas (SA, OB, GTM) read option lists only through this.
export { useOptionList, type OptionListResult } from './hooks/use-option-list';
export { OptionBadge } from './components/option-badge';
export {
  badgeStyleFor,
  DEFAULT_OPTION_COLOR,
  PALETTE,
  type BadgeStyle,
  type PaletteColorName,
} from './model/palette';
export { OPTION_LIST_KEYS, type DropdownOption, type OptionListKey } from './model/types';
