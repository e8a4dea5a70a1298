import { describe, expect, test } from 'vitest';
import {
  daysBetween,
  instantOf,
  isTokyoMidnight,
  mondayOf,
  parseTokyoLocal,
  plusDays,
  tokyoDay,
  tokyoInstant,
  tokyoLocalTime,
  weekdayOf,
} from './tokyo-time';

describe('Tokyo days and wall clock', () => {
  test.each([
    ['2026-11-30T14:59:59Z', '2026-11-30', '2026-11-30T23:59'],
    ['2026-11-30T15:00:00Z', '2026-12-01', '2026-12-01T00:00'],
    ['2026-12-31T14:59:00Z', '2026-12-31', '2026-12-31T23:59'],
    ['2026-12-31T15:00:00Z', '2027-01-01', '2027-01-01T00:00'],
    ['2028-02-28T15:00:00Z', '2028-02-29', '2028-02-29T00:00'],
  ])('%s is %s in Tokyo', (iso, day, local) => {
    expect(tokyoDay(new Date(iso))).toBe(day);
    expect(tokyoLocalTime(new Date(iso))).toBe(local);
  });

  test('a datetime-local value reads as Tokyo time, across month and year ends', () => {
    expect(parseTokyoLocal('2027-01-01T00:00')?.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(parseTokyoLocal('2026-12-01T08:30')?.toISOString()).toBe('2026-11-30T23:30:00.000Z');
    expect(parseTokyoLocal('2026-02-30T10:00')).toBeNull();
    expect(parseTokyoLocal('2026-12-01 10:00')).toBeNull();
    for (const bad of ['2026-12-01', '2026-12-01T25:00', 'x'])
      expect(parseTokyoLocal(bad)).toBeNull();
    expect(parseTokyoLocal('')).toBeNull();
  });

  test('Tokyo midnight', () => {
    expect(isTokyoMidnight(Date.parse('2026-12-31T15:00:00Z'))).toBe(true);
    expect(isTokyoMidnight(Date.parse('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('calendar days', () => {
  test.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2026-11-28', 21, '2026-12-19'],
    ['2026-11-28', -365, '2025-11-28'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(plusDays(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
  });

  test('text that is not a calendar day gives nothing', () => {
    for (const bad of ['', '2026-02-30', '2026/11/28', '2026-11-28T00:00']) {
      expect(plusDays(bad, 1)).toBe('');
      expect(weekdayOf(bad)).toBeNaN();
      expect(tokyoInstant(bad, '09:00')).toBeNaN();
    }
  });

  test('weekdays and Tokyo wall-clock instants', () => {
    expect(weekdayOf('2026-11-29')).toBe(0); // a Sunday
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(mondayOf('2026-11-28')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(new Date(tokyoInstant('2026-12-01', '09:00')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(new Date(tokyoInstant('2027-01-01')).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(tokyoInstant('2026-12-01', '24:00')).toBeNaN();
  });
});

describe('instantOf: any stored instant', () => {
  const at = new Date('2026-11-27T01:02:03.456Z');
  test.each([
    ['a Date', at],
    ['a Timestamp (toMillis)', { toMillis: () => at.getTime() }],
    ['a Timestamp (toDate only)', { toDate: () => at }],
    [
      'plain seconds and nanoseconds',
      { seconds: Math.floor(at.getTime() / 1000), nanoseconds: 456_000_000 },
    ],
    ['ISO text', at.toISOString()],
    ['epoch milliseconds', at.getTime()],
  ])('%s', (_, value) => {
    expect(instantOf(value)?.toISOString()).toBe(at.toISOString());
  });

  test.each([[null], [undefined], ['not a date'], [{}], [new Date(Number.NaN)], [true]])(
    '%j is none',
    (value) => {
      expect(instantOf(value)).toBeNull();
    },
  );
});
