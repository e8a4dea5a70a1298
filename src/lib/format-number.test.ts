import { formatAverage, formatNumber, formatPercent } from './format-number';

test('numbers get ja-JP grouping', () => {
  expect(formatNumber(12345)).toBe('12,345');
});

test('percentages have one decimal and averages two, without grouping', () => {
  expect(formatPercent(66.7)).toBe('66.7');
  expect(formatPercent(0)).toBe('0.0');
  expect(formatPercent(100)).toBe('100.0');
  expect(formatAverage(3.5)).toBe('3.50');
  expect(formatAverage(1234.567)).toBe('1234.57');
});
