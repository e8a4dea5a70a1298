import { describe, expect, it } from 'vitest';
import type { FieldStats } from './aggregate-answers';
import { chartRows, isCharted } from './chart-rows';
import type { SurveyField } from './types';

const stats = (counts: Record<string, number>, answered: number): FieldStats =>
  ({ answered, counts, numeric: { count: 0, sum: 0, min: null, max: null } }) as FieldStats;

const radio: SurveyField = {
  id: 'plan',
  type: 'radio',
  label: 'ご利用中のプラン',
  required: true,
  order: 0,
  options: [
    { id: 'o1', label: 'ベーシック', value: 'basic' },
    { id: 'o2', label: 'プレミアム', value: 'premium' },
  ],
};

describe('chartRows', () => {
  it('lists every option, also unchosen ones, with percent of the answered count', () => {
    expect(chartRows(radio, stats({ premium: 2 }, 3))).toEqual([
      { key: 'basic', label: 'ベーシック', count: 0, percent: 0 },
      { key: 'premium', label: 'プレミアム', count: 2, percent: 66.7 },
    ]);
  });

  it('adds stored values that no option matches (an option renamed since), by value', () => {
    expect(chartRows(radio, stats({ basic: 1, 旧プラン: 1 }, 2)).map((r) => r.label)).toEqual([
      'ベーシック',
      'プレミアム',
      '旧プラン',
    ]);
  });

  it('a rating always has 1 to 5', () => {
    const rating: SurveyField = { ...radio, type: 'rating', options: undefined };
    const rows = chartRows(rating, stats({ '5': 1 }, 1));
    expect(rows.map((r) => r.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(rows[4]).toMatchObject({ count: 1, percent: 100 });
  });

  it('no statistics yet: zero counts, zero percent', () => {
    expect(chartRows(radio, undefined).map((r) => r.percent)).toEqual([0, 0]);
  });

  it('text questions are not charted and have no rows', () => {
    const text: SurveyField = { ...radio, type: 'text', options: undefined };
    expect(isCharted(text)).toBe(false);
    expect(chartRows(text, stats({ a: 1 }, 1))).toEqual([]);
    expect(isCharted(radio)).toBe(true);
  });
});
