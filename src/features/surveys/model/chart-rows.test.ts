import { describe, expect, it } from 'vitest';
import { aggregateAnswers } from './aggregate-answers';
import {
  chartRows,
  effectiveChartType,
  isCharted,
  isMultiSelect,
  isPieReplaced,
} from './chart-rows';
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

describe('effectiveChartType', () => {
  const checkbox: SurveyField = { ...radio, type: 'checkbox' };

  it('keeps the chosen chart of single-choice questions, horizontal bars by default', () => {
    expect(effectiveChartType({ ...radio, chartType: 'donut' })).toBe('donut');
    expect(effectiveChartType({ ...radio, chartType: 'pie' })).toBe('pie');
    expect(effectiveChartType({ ...radio, type: 'select', chartType: 'verticalBar' })).toBe(
      'verticalBar',
    );
    expect(effectiveChartType(radio)).toBe('horizontalBar');
    expect(isPieReplaced({ ...radio, chartType: 'pie' })).toBe(false);
  });

  it('draws a multi-select pie or donut as bars, so it cannot contradict the table', () => {
    expect(effectiveChartType({ ...checkbox, chartType: 'pie' })).toBe('horizontalBar');
    expect(effectiveChartType({ ...checkbox, chartType: 'donut' })).toBe('horizontalBar');
    expect(effectiveChartType({ ...checkbox, chartType: 'verticalBar' })).toBe('verticalBar');
    expect(isPieReplaced({ ...checkbox, chartType: 'donut' })).toBe(true);
    expect(isPieReplaced({ ...checkbox, chartType: 'verticalBar' })).toBe(false);
    expect(isMultiSelect(checkbox)).toBe(true);
    expect(isMultiSelect(radio)).toBe(false);
  });

  it('ratings are vertical bars whatever is stored', () => {
    expect(effectiveChartType({ ...radio, type: 'rating', chartType: 'pie' })).toBe('verticalBar');
  });

  it("a multi-select question's percentages are of respondents and may pass 100 in total", () => {
    const stats = statsOf(checkbox, [['basic', 'premium'], ['premium']]);
    const rows = chartRows(checkbox, stats);
    expect(rows.map((r) => r.percent)).toEqual([50, 100]);
  });
});
