import { formatMentionTime, sentAt } from './relative-time';

// Instants written in Tokyo time (+09:00) so the calendar day is unambiguous.
const tokyo = (iso: string) => new Date(`${iso}+09:00`);
const now = tokyo('2026-11-23T10:30:00');

test('the same Tokyo day is today H:MM, hour unpadded, minutes padded', () => {
  expect(formatMentionTime(tokyo('2026-11-23T09:05:00'), now)).toBe('today 9:05');
  expect(formatMentionTime(tokyo('2026-11-23T00:00:00'), now)).toBe('today 0:00');
});

test('the day is Tokyo\'s, not UTC\'s: 08:30 in Tokyo is still "today" though it is yesterday in UTC', () => {
  const earlyMorning = tokyo('2026-11-23T08:30:00'); // 2026-11-22T23:30Z
  expect(formatMentionTime(earlyMorning, now)).toBe('today 8:30');
  // Just before midnight in Tokyo is yesterday, whatever UTC says.
  expect(formatMentionTime(tokyo('2026-11-22T23:59:00'), tokyo('2026-11-23T00:01:00'))).toBe(
    'yesterday',
  );
});

test('the previous day is yesterday, 2 to 6 days are N days ago', () => {
  expect(formatMentionTime(tokyo('2026-11-22T23:00:00'), now)).toBe('yesterday');
  expect(formatMentionTime(tokyo('2026-11-21T10:00:00'), now)).toBe('2 days ago');
  expect(formatMentionTime(tokyo('2026-11-17T00:00:00'), now)).toBe('6 days ago');
});

test('7 days and older are M/D without zero padding, across a year end too', () => {
  expect(formatMentionTime(tokyo('2026-11-16T23:59:00'), now)).toBe('11/16');
  expect(formatMentionTime(tokyo('2026-01-05T12:00:00'), now)).toBe('1/5');
  expect(formatMentionTime(tokyo('2025-12-31T23:00:00'), tokyo('2026-01-01T01:00:00'))).toBe(
    'yesterday',
  );
});

test('a time in the future counts as today', () => {
  expect(formatMentionTime(tokyo('2026-11-23T11:00:00'), now)).toBe('today 11:00');
  expect(formatMentionTime(tokyo('2026-11-24T09:00:00'), now)).toBe('today 9:00');
});

test('send_time is unix seconds', () => {
  expect(sentAt(1_700_000_000).toISOString()).toBe('2023-11-14T22:13:20.000Z');
});
