/**
 * The option colour palette (spec section 9). The spec names 15 colours but not their hex
 * values; we use Tailwind's 500-level shades (brown: amber-800, dark gray: gray-700) so the
 * badges sit well next to the rest of the Tailwind UI. Gray is the spec's default #6B7280.
 */
export const DEFAULT_OPTION_COLOR = '#6B7280';

export const PALETTE = [
  { name: 'blue', hex: '#3B82F6' },
  { name: 'red', hex: '#EF4444' },
  { name: 'emerald', hex: '#10B981' },
  { name: 'amber', hex: '#F59E0B' },
  { name: 'violet', hex: '#8B5CF6' },
  { name: 'pink', hex: '#EC4899' },
  { name: 'teal', hex: '#14B8A6' },
  { name: 'orange', hex: '#F97316' },
  { name: 'indigo', hex: '#6366F1' },
  { name: 'lime', hex: '#84CC16' },
  { name: 'cyan', hex: '#06B6D4' },
  { name: 'rose', hex: '#F43F5E' },
  { name: 'brown', hex: '#92400E' },
  { name: 'gray', hex: DEFAULT_OPTION_COLOR },
  { name: 'darkGray', hex: '#374151' },
] as const;

export type PaletteColorName = (typeof PALETTE)[number]['name'];

const HEX = /^#[0-9a-f]{6}$/i;

/** A valid stored colour, upper-cased; anything else becomes the default grey. */
export function normalizeColor(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_OPTION_COLOR;
  const trimmed = value.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(trimmed);
  const full = short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
    : trimmed;
  return HEX.test(full) ? full.toUpperCase() : DEFAULT_OPTION_COLOR;
}

/** Palette colour by position, wrapping around (used when migrating plain-string lists). */
export function paletteColorAt(index: number): string {
  const size = PALETTE.length;
  return PALETTE[((index % size) + size) % size]!.hex;
}

/** A palette colour picked at random for a new option; `random` returns [0, 1). */
export function randomPaletteColor(random: () => number = Math.random): string {
  return paletteColorAt(Math.floor(random() * PALETTE.length));
}

export function paletteNameOf(hex: string): PaletteColorName | null {
  const color = normalizeColor(hex);
  return PALETTE.find((entry) => entry.hex === color)?.name ?? null;
}

export interface BadgeStyle {
  backgroundColor: string;
  color: string;
  borderColor: string;
}

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(normalizeColor(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** `amount` of `rgb` over `base` (0 = base, 1 = rgb). */
function mix(rgb: Rgb, base: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => base[i]! + (rgb[i]! - base[i]!) * amount) as unknown as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * Badge colours for an option colour: a pale tint of it as background and a darkened shade as
 * text, darkened just enough to keep WCAG AA contrast (4.5:1) for any hex, palette or legacy.
 */
export function badgeStyleFor(hex: string): BadgeStyle {
  const rgb = toRgb(hex);
  const background = toHex(mix(rgb, WHITE, 0.14));
  const border = toHex(mix(rgb, WHITE, 0.4));
  let text = toHex(rgb);
  for (let keep = 0.95; contrastRatio(text, background) < 4.5 && keep > 0; keep -= 0.05) {
    text = toHex(mix(rgb, BLACK, keep));
  }
  return { backgroundColor: background, color: text, borderColor: border };
}
