import { describe, expect, it } from 'vitest';
import { amountOf, formatYen, parseAmount } from './money';

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

  it('takes what people type: full-width digits, ¥, 円, commas', () => {
    expect(parseAmount('1,200,000')).toBe('1200000');
    expect(parseAmount('¥1,200')).toBe('1200');
    expect(parseAmount('１，２００円')).toBe('1200');
    expect(parseAmount(' 0300 ')).toBe('300');
    expect(parseAmount('')).toBe('');
  });

  it('refuses what is not a whole amount of yen', () => {
    expect(parseAmount('12.5')).toBeNull();
    expect(parseAmount('-100')).toBeNull();
    expect(parseAmount('百万')).toBeNull();
    expect(parseAmount('12345678901234')).toBeNull();
  });
});
