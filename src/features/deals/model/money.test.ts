import { describe, expect, it } from 'vitest';
import { amountOf, formatYen } from './money';

describe('金額', () => {
  it('reads as yen with thousands separators', () => {
    expect(formatYen(1234567)).toBe('¥1,234,567');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(1000.6)).toBe('¥1,001');
  });

  it('counts unset or broken amounts as nothing', () => {
    expect(amountOf('')).toBe(0);
    expect(amountOf('12a')).toBe(0);
    expect(amountOf('1200')).toBe(1200);
  });
});
