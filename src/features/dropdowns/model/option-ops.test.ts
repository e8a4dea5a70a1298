import { describe, expect, it } from 'vitest';
import {
  addOption,
  deleteOption,
  hasLabel,
  moveOption,
  moveOptionById,
  recolorOption,
  renameOption,
  setParent,
} from './option-ops';
import type { DropdownOption } from './types';

const option = (
  id: string,
  order: number,
  extra: Partial<DropdownOption> = {},
): DropdownOption => ({
  id,
  label: id.toUpperCase(),
  color: '#3B82F6',
  usageCount: 0,
  order,
  ...extra,
});
const [a, b, c] = [option('a', 0), option('b', 1), option('c', 2)];

describe('adding', () => {
  it('appends a trimmed label at the end with the given colour', () => {
    const next = addOption([a, b], { id: 'n', label: '  新規  ', color: '#EF4444' })!;
    expect(next.at(-1)).toEqual({
      id: 'n',
      label: '新規',
      color: '#EF4444',
      usageCount: 0,
      order: 2,
    });
  });

  it('ignores empty and blank labels, full-width spaces included', () => {
    for (const label of ['', '   ', '　　', '\t']) {
      expect(addOption([a], { id: 'n', label, color: '#EF4444' })).toBeNull();
    }
  });

  it("gives a sub-category its parent's id and colour", () => {
    const parent = option('p', 0, { color: '#92400E' });
    const next = addOption([], { id: 'n', label: 'SEO', color: '#EF4444', parent })!;
    expect(next[0]).toMatchObject({ parentId: 'p', color: '#92400E' });
  });

  it('finds existing labels ignoring surrounding spaces', () => {
    expect(hasLabel([a], ' A ')).toBe(true);
    expect(hasLabel([a], 'B')).toBe(false);
  });
});

describe('renaming, recolouring, deleting', () => {
  it('renames with a trimmed label and ignores blank or unchanged names', () => {
    expect(renameOption([a, b], 'a', ' 新 ')!.map((o) => o.label)).toEqual(['新', 'B']);
    expect(renameOption([a], 'a', '　')).toBeNull();
    expect(renameOption([a], 'a', 'A')).toBeNull();
    expect(renameOption([a], 'missing', 'X')).toBeNull();
  });

  it('recolours one option only', () => {
    const next = recolorOption([a, b], 'b', '#10B981')!;
    expect(next.map((o) => o.color)).toEqual(['#3B82F6', '#10B981']);
    expect(recolorOption([a], 'a', '#3B82F6')).toBeNull();
  });

  it('deletes and renumbers order from 0', () => {
    const next = deleteOption([a, b, c], 'a')!;
    expect(next.map((o) => [o.id, o.order])).toEqual([
      ['b', 0],
      ['c', 1],
    ]);
    expect(deleteOption([a], 'missing')).toBeNull();
  });
});

describe('reordering', () => {
  it('moving keeps every option and renumbers order from 0', () => {
    const moved = moveOption([a, b, c], 2, 0)!;
    expect(moved.map((o) => o.label)).toEqual(['C', 'A', 'B']);
    expect(moved.map((o) => o.order)).toEqual([0, 1, 2]);
  });

  it('moves by the current order, not by array position', () => {
    const moved = moveOption([c, a, b], 0, 2)!;
    expect(moved.map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });

  it('ignores moves to the same place or out of range', () => {
    expect(moveOption([a, b], 1, 1)).toBeNull();
    expect(moveOption([a, b], -1, 0)).toBeNull();
    expect(moveOption([a, b], 0, 2)).toBeNull();
  });

  it('never moves an option to an id of another list', () => {
    expect(moveOptionById([a, b, c], 'a', 'c')!.map((o) => o.id)).toEqual(['b', 'c', 'a']);
    expect(moveOptionById([a, b, c], 'a', 'other-list-option')).toBeNull();
    expect(moveOptionById([a, b, c], 'other-list-option', 'a')).toBeNull();
  });
});

describe('parent of a sub-category', () => {
  const parent = option('p', 0, { color: '#F59E0B' });
  it('sets the parent and takes its colour; clearing keeps the colour', () => {
    const linked = setParent([a], 'a', parent)!;
    expect(linked[0]).toMatchObject({ parentId: 'p', color: '#F59E0B' });
    const cleared = setParent(linked, 'a', null)!;
    expect(cleared[0]).not.toHaveProperty('parentId');
    expect(cleared[0]!.color).toBe('#F59E0B');
  });

  it('ignores a change to the same parent', () => {
    expect(setParent([option('a', 0, { parentId: 'p' })], 'a', parent)).toBeNull();
    expect(setParent([a], 'a', null)).toBeNull();
  });
});
