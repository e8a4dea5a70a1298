import { fileTimestamp, formatDate, formatDateTime, toTokyoIsoDate } from './format';

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

test('ISO date and file timestamp follow Tokyo', () => {
  expect(toTokyoIsoDate(lateUtc)).toBe('2026-11-23');
  expect(fileTimestamp(lateUtc)).toBe('20261123-003000');
});
