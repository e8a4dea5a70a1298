import { describe, expect, it } from 'vitest';
import {
  badgeStyleFor,
  contrastRatio,
  DEFAULT_OPTION_COLOR,
  normalizeColor,
  PALETTE,
  paletteColorAt,
  paletteNameOf,
  randomPaletteColor,
} from './palette';

describe('palette', () => {
  it('has the 15 colours the spec names, in its order, with distinct hex values', () => {
    expect(PALETTE.map((c) => c.name)).toEqual([
      'blue',
      'red',
      'emerald',
      'amber',
      'violet',
      'pink',
      'teal',
      'orange',
      'indigo',
      'lime',
      'cyan',
      'rose',
      'brown',
      'gray',
      'darkGray',
    ]);
    expect(new Set(PALETTE.map((c) => c.hex)).size).toBe(15);
    expect(DEFAULT_OPTION_COLOR).toBe('#6B7280');
    expect(paletteNameOf('#6b7280')).toBe('gray');
  });

  it('cycles through the palette by index, wrapping after 15', () => {
    expect(paletteColorAt(0)).toBe('#3B82F6');
    expect(paletteColorAt(1)).toBe('#EF4444');
    expect(paletteColorAt(15)).toBe('#3B82F6');
    expect(paletteColorAt(16)).toBe('#EF4444');
  });

  it('picks a random colour from the palette only', () => {
    expect(randomPaletteColor(() => 0)).toBe(PALETTE[0].hex);
    expect(randomPaletteColor(() => 0.999999)).toBe(PALETTE[14].hex);
    expect(randomPaletteColor(() => 0.5)).toBe(PALETTE[7].hex);
  });

  it('keeps valid hex colours (upper-cased, short form expanded) and defaults the rest', () => {
    expect(normalizeColor('#3b82f6')).toBe('#3B82F6');
    expect(normalizeColor(' #abc ')).toBe('#AABBCC');
    expect(normalizeColor('blue')).toBe(DEFAULT_OPTION_COLOR);
    expect(normalizeColor('#12345')).toBe(DEFAULT_OPTION_COLOR);
    expect(normalizeColor(undefined)).toBe(DEFAULT_OPTION_COLOR);
    expect(normalizeColor(42)).toBe(DEFAULT_OPTION_COLOR);
  });

  it('gives every palette colour (and odd legacy colours) a badge with AA text contrast', () => {
    for (const hex of [...PALETTE.map((c) => c.hex), '#FFFF00', '#FFFFFF', '#000000']) {
      const style = badgeStyleFor(hex);
      expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(style.backgroundColor).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('tints the badge background with the option colour', () => {
    expect(badgeStyleFor('#EF4444').backgroundColor).not.toBe(
      badgeStyleFor('#3B82F6').backgroundColor,
    );
    expect(badgeStyleFor('#3b82f6')).toEqual(badgeStyleFor('#3B82F6'));
  });
});
