import { defaultOptions } from './default-options';
import { normalizeColor, paletteColorAt } from './palette';
import { isPercent, type DropdownOption, type OptionListKey } from './types';

export interface NormalizedList {
  options: DropdownOption[];
  /** True when the stored array was not already in the current shape (legacy strings etc.). */
  changed: boolean;
}

/**
 * Parses a stored options array. Legacy plain strings become option objects whose colours
 * cycle through the palette by their index; objects keep their fields, with missing or broken
 * ones filled in. The result is sorted by `order` and renumbered 0..n-1.
 */
export function normalizeOptionList(key: OptionListKey, raw: unknown): NormalizedList {
  if (!Array.isArray(raw)) return { options: [], changed: raw !== undefined };
  let changed = false;
  const seenIds = new Set<string>();
  const parsed: { option: DropdownOption; index: number }[] = [];
  raw.forEach((entry: unknown, index) => {
    const fallbackId = `${key}-${index}`;
    if (typeof entry === 'string') {
      changed = true;
      const label = entry.trim();
      if (!label) return;
      const option = {
        id: fallbackId,
        label,
        color: paletteColorAt(index),
        usageCount: 0,
        order: index,
      };
      parsed.push({ option, index });
      return;
    }
    if (typeof entry !== 'object' || entry === null) {
      changed = true;
      return;
    }
    const record = entry as Record<string, unknown>;
    const label = typeof record.label === 'string' ? record.label.trim() : '';
    if (!label) {
      changed = true;
      return;
    }
    let id = typeof record.id === 'string' && record.id ? record.id : fallbackId;
    while (seenIds.has(id)) id = `${id}-${index}`;
    const color = normalizeColor(record.color);
    const usageCount =
      typeof record.usageCount === 'number' &&
      Number.isFinite(record.usageCount) &&
      record.usageCount >= 0
        ? record.usageCount
        : 0;
    const order =
      typeof record.order === 'number' && Number.isFinite(record.order) ? record.order : index;
    const option: DropdownOption = { id, label, color, usageCount, order };
    if (typeof record.parentId === 'string' && record.parentId) option.parentId = record.parentId;
    if (isPercent(record.percent)) option.percent = record.percent;
    if (
      id !== record.id ||
      label !== record.label ||
      color !== record.color ||
      usageCount !== record.usageCount ||
      order !== record.order ||
      ('parentId' in record && option.parentId !== record.parentId) ||
      ('percent' in record && option.percent !== record.percent)
    ) {
      changed = true;
    }
    seenIds.add(id);
    parsed.push({ option, index });
  });
  parsed.sort((a, b) => a.option.order - b.option.order || a.index - b.index);
  const options = parsed.map(({ option }, order) => {
    if (option.order !== order) changed = true;
    return { ...option, order };
  });
  return { options, changed };
}

export interface ResolvedList {
  options: DropdownOption[];
  /** What the first load must write back: nothing, the migrated array, or the defaults. */
  write: 'none' | 'migrated' | 'seeded';
}

/**
 * What a list should contain given its stored document (`null` when missing): migrated
 * options, or the defaults when the list is missing or empty (spec section 4).
 */
export function resolveOptionList(
  key: OptionListKey,
  stored: { options?: unknown } | null,
  parents: readonly DropdownOption[] = [],
): ResolvedList {
  const { options, changed } = normalizeOptionList(key, stored?.options);
  if (options.length > 0) return { options, write: changed ? 'migrated' : 'none' };
  const defaults = defaultOptions(key, parents);
  // A list with no built-in defaults (oemList) is only written once, to create the document.
  const alreadyStoredEmpty = defaults.length === 0 && Array.isArray(stored?.options);
  return { options: defaults, write: alreadyStoredEmpty ? 'none' : 'seeded' };
}

/** The stored shape of an options array (optional fields only when set). */
export function serializeOptions(options: readonly DropdownOption[]): Record<string, unknown>[] {
  return options.map(({ id, label, color, usageCount, order, parentId, percent }) => ({
    id,
    label,
    color,
    usageCount,
    order,
    ...(parentId ? { parentId } : {}),
    ...(percent !== undefined ? { percent } : {}),
  }));
}
