import { describe, expect, test } from 'vitest';
import { shownNumber } from './number-value';

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
