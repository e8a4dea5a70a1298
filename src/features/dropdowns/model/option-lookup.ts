import { badgeStyleFor, DEFAULT_OPTION_COLOR, type BadgeStyle } from './palette';
import type { DropdownOption } from './types';

export interface OptionLookup {
  labels: string[];
  /** The option's colour; the default grey for a label that is not in the list. */
  colorOf: (label: string) => string;
  badgeStyleOf: (label: string) => BadgeStyle;
}

/** Label -> colour lookups over a sorted list (values in SA/OB rows are stored as labels). */
export function buildOptionLookup(options: readonly DropdownOption[]): OptionLookup {
  const colors = new Map<string, string>();
  for (const option of options)
    if (!colors.has(option.label)) colors.set(option.label, option.color);
  const colorOf = (label: string) => colors.get(label.trim()) ?? DEFAULT_OPTION_COLOR;
  return {
    labels: options.map((option) => option.label),
    colorOf,
    badgeStyleOf: (label) => badgeStyleFor(colorOf(label)),
  };
}
