import { describe, expect, test } from 'vitest';
import {
  instantOf,
  isTokyoMidnight,
  parseTokyoLocal,
  tokyoDay,
  tokyoLocalTime,
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
