import type { Config } from 'tailwindcss';

/**
 * Design tokens, loaded by src/index.css with `@config`. Components use these names (brand-*,
 * font-sans, rounded-control / rounded-panel), so a new colour or font is changed here once.
 */
const brandShades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export default {
  theme: {
    extend: {
      colors: {
        // The brand colour is Tailwind's blue (its oklch values, via its CSS variables).
        brand: Object.fromEntries(brandShades.map((n) => [n, `var(--color-blue-${n})`])),
        // Secondary text and meaningful icons on light backgrounds (`text-muted`): slate-500 is
        // 4.76:1 on white and 4.55:1 on slate-50, where slate-400 was 2.63:1 (WCAG AA needs 4.5).
        // On the dark sidebar keep the light slates.
        muted: 'var(--color-slate-500)',
      },
      fontFamily: {
        // Japanese first: macOS / iOS, then the Noto webfont if installed, then Windows.
        sans: [
          '"Hiragino Kaku Gothic ProN"',
          '"Hiragino Sans"',
          '"Noto Sans JP"',
          '"Yu Gothic UI"',
          'Meiryo',
          'system-ui',
          'sans-serif',
        ],
      },
      borderRadius: {
        control: '0.375rem',
        panel: '0.5rem',
      },
    },
  },
} satisfies Config;
