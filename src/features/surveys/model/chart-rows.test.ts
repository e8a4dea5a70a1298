import { describe, expect, it } from 'vitest';
import { aggregateAnswers } from './aggregate-answers';
import { chartRows, isCharted } from './chart-rows';
import type { AnswerValue, SurveyField } from './types';

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
const statsOf = (field: SurveyField, answers: AnswerValue[]) =>
  aggregateAnswers(
    [field],
    answers.map((answer) => ({ [field.id]: answer })),
  ).fields[field.id];

describe('chartRows', () => {
  it('lists every option, also unchosen ones, with percent of the answered count', () => {
    const stats = statsOf(radio, ['premium', 'premium', 'basic']);
    expect(chartRows(radio, stats)).toEqual([
      { key: '0-o1', label: 'ベーシック', count: 1, percent: 33.3 },
      { key: '1-o2', label: 'プレミアム', count: 2, percent: 66.7 },
    ]);
  });

  it('an answer that is no option is not a row', () => {
    const stats = statsOf(radio, ['basic', '旧プラン']);
    expect(chartRows(radio, stats).map((r) => r.label)).toEqual(['ベーシック', 'プレミアム']);
  });

  it('a rating always has 1 to 5', () => {
    const rating: SurveyField = { ...radio, type: 'rating', options: undefined };
    const rows = chartRows(rating, statsOf(rating, [5]));
    expect(rows.map((r) => r.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(rows[4]).toMatchObject({ count: 1, percent: 100 });
  });

  it('no statistics yet: zero counts, zero percent', () => {
    expect(chartRows(radio, undefined).map((r) => r.percent)).toEqual([0, 0]);
  });

  it('text questions are not charted and have no rows', () => {
    const text: SurveyField = { ...radio, type: 'text', options: undefined };
    expect(isCharted(text)).toBe(false);
    expect(chartRows(text, statsOf(text, ['a']))).toEqual([]);
    expect(isCharted(radio)).toBe(true);
  });
});
