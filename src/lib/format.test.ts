import {
  fileTimestamp,
  formatAverage,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  toTokyoIsoDate,
} from './format';

// 2026-11-22 15:30 UTC is 2026-11-23 00:30 in Tokyo: the date must follow Tokyo, not UTC.
const lateUtc = new Date('2026-11-22T15:30:00Z');

test('dates are shown in Tokyo time with the ja-JP format', () => {
  expect(formatDate(lateUtc)).toBe('2026/11/23');
  expect(formatDateTime(lateUtc)).toBe('2026/11/23 00:30');
});

test('missing or invalid dates show the empty marker', () => {
  expect(formatDate(null)).toBe('-');
  expect(formatDate(new Date('nope'), '未設定')).toBe('未設定');
});

test('numbers get ja-JP grouping', () => {
  expect(formatNumber(12345)).toBe('12,345');
});

test('ISO date and file timestamp follow Tokyo', () => {
  expect(toTokyoIsoDate(lateUtc)).toBe('2026-11-23');
  expect(fileTimestamp(lateUtc)).toBe('20261123-003000');
});

test('percentages have one decimal and averages two, without grouping', () => {
  expect(formatPercent(66.7)).toBe('66.7');
  expect(formatPercent(0)).toBe('0.0');
  expect(formatPercent(100)).toBe('100.0');
  expect(formatAverage(3.5)).toBe('3.50');
  expect(formatAverage(1234.567)).toBe('1234.57');
});
