import { describe, expect, test } from 'vitest';
import { parseNumber, shownNumber } from './number-value';

describe('a number as its unit reads it', () => {
  test('円 as yen with commas, % with its sign, none with commas only', () => {
    expect(shownNumber('1234567', '円')).toBe('¥1,234,567');
    expect(shownNumber('80', '%')).toBe('80%');
    expect(shownNumber('1234')).toBe('1,234');
  });

  test('empty stays empty; what is not digits shows as stored', () => {
    expect(shownNumber('', '円')).toBe('');
    expect(shownNumber('約100', '%')).toBe('約100');
  });
});

describe('a number as typed or pasted', () => {
  test('takes full-width digits, ¥, 円, %, commas and spaces', () => {
    expect(parseNumber('1,200,000')).toBe('1200000');
    expect(parseNumber('¥1,200')).toBe('1200');
    expect(parseNumber('１，２００円')).toBe('1200');
    expect(parseNumber('80%')).toBe('80');
    expect(parseNumber(' 0300 ')).toBe('300');
    expect(parseNumber('')).toBe('');
  });

  test('refuses what is not a whole number of at most 13 digits', () => {
    expect(parseNumber('12.5')).toBeNull();
    expect(parseNumber('-100')).toBeNull();
    expect(parseNumber('百万')).toBeNull();
    expect(parseNumber('12345678901234')).toBeNull();
  });
});
