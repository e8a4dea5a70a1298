import { describe, expect, it } from 'vitest';
import { buildOptionLookup } from './option-lookup';
import { badgeStyleFor, DEFAULT_OPTION_COLOR } from './palette';

describe('option lookup', () => {
  const lookup = buildOptionLookup([
    { id: '1', label: '商談中', color: '#F59E0B', usageCount: 0, order: 0 },
    { id: '2', label: '受注', color: '#10B981', usageCount: 0, order: 1 },
  ]);

  it('lists labels in order and finds colours by label', () => {
    expect(lookup.labels).toEqual(['商談中', '受注']);
    expect(lookup.colorOf('受注')).toBe('#10B981');
    expect(lookup.colorOf(' 受注 ')).toBe('#10B981');
  });

  it('uses the default grey for values that are not (or no longer) in the list', () => {
    expect(lookup.colorOf('削除済み')).toBe(DEFAULT_OPTION_COLOR);
    expect(lookup.badgeStyleOf('削除済み')).toEqual(badgeStyleFor(DEFAULT_OPTION_COLOR));
    expect(lookup.badgeStyleOf('商談中')).toEqual(badgeStyleFor('#F59E0B'));
  });
});
