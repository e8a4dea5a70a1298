import { isPercent, type DropdownOption } from './types';

/** Labels are trimmed (String#trim also removes the full-width space U+3000). */
export function cleanLabel(label: string): string {
  return label.trim();
}

export function sortByOrder(options: readonly DropdownOption[]): DropdownOption[] {
  return [...options].sort((a, b) => a.order - b.order);
}

function renumber(options: readonly DropdownOption[]): DropdownOption[] {
  return options.map((option, order) => (option.order === order ? option : { ...option, order }));
}

export function hasLabel(options: readonly DropdownOption[], label: string): boolean {
  const clean = cleanLabel(label);
  return options.some((option) => option.label === clean);
}

/**
 * Appends an option at the end. A blank label is ignored (null), as the spec asks. A
 * sub-category (`parent` given) takes its parent's colour instead of `color`.
 */
export function addOption(
  options: readonly DropdownOption[],
  input: { id: string; label: string; color: string; parent?: DropdownOption | null },
): DropdownOption[] | null {
  const label = cleanLabel(input.label);
  if (!label) return null;
  const option: DropdownOption = {
    id: input.id,
    label,
    color: input.parent ? input.parent.color : input.color,
    usageCount: 0,
    order: options.length,
  };
  if (input.parent) option.parentId = input.parent.id;
  return renumber([...sortByOrder(options), option]);
}

/** Null when the new label is blank (ignored, per spec) or nothing changes. */
export function renameOption(
  options: readonly DropdownOption[],
  id: string,
  label: string,
): DropdownOption[] | null {
  const clean = cleanLabel(label);
  const target = options.find((option) => option.id === id);
  if (!clean || !target || target.label === clean) return null;
  return options.map((option) => (option.id === id ? { ...option, label: clean } : option));
}

export function recolorOption(
  options: readonly DropdownOption[],
  id: string,
  color: string,
): DropdownOption[] | null {
  const target = options.find((option) => option.id === id);
  if (!target || target.color === color) return null;
  return options.map((option) => (option.id === id ? { ...option, color } : option));
}

/** Sets a 確度 option's percentage (0–100, whole); null when invalid or unchanged. */
export function setPercent(
  options: readonly DropdownOption[],
  id: string,
  percent: number,
): DropdownOption[] | null {
  const target = options.find((option) => option.id === id);
  if (!target || !isPercent(percent) || target.percent === percent) return null;
  return options.map((option) => (option.id === id ? { ...option, percent } : option));
}

/** Removes an option and closes the gap in `order`. */
export function deleteOption(
  options: readonly DropdownOption[],
  id: string,
): DropdownOption[] | null {
  if (!options.some((option) => option.id === id)) return null;
  return renumber(sortByOrder(options).filter((option) => option.id !== id));
}

/** Moves one option and renumbers `order` so it stays 0..n-1 within its own list. */
export function moveOption(
  options: readonly DropdownOption[],
  from: number,
  to: number,
): DropdownOption[] | null {
  const next = sortByOrder(options);
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return null;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}

/**
 * Drag-and-drop result: moves `activeId` to where `overId` is. Ids of another list are never
 * found here, so an option cannot cross lists.
 */
export function moveOptionById(
  options: readonly DropdownOption[],
  activeId: string,
  overId: string,
): DropdownOption[] | null {
  const sorted = sortByOrder(options);
  const from = sorted.findIndex((option) => option.id === activeId);
  const to = sorted.findIndex((option) => option.id === overId);
  return moveOption(sorted, from, to);
}

/**
 * Sets or clears the parent of a sub-category. With a parent it inherits the parent's colour.
 */
export function setParent(
  options: readonly DropdownOption[],
  id: string,
  parent: DropdownOption | null,
): DropdownOption[] | null {
  const target = options.find((option) => option.id === id);
  if (!target || (target.parentId ?? null) === (parent?.id ?? null)) return null;
  return options.map((option) => {
    if (option.id !== id) return option;
    if (!parent) {
      const { parentId: _dropped, ...rest } = option;
      return rest;
    }
    return { ...option, parentId: parent.id, color: parent.color };
  });
}
