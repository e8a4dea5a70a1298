import { expect, test } from 'vitest';
import { normalizedDealFields } from './deal-writes';

test('a deal’s 金額 is stored as digits, and text that is no amount is refused', () => {
  expect(normalizedDealFields({ amount: '¥1,200', memo: 'x' })).toEqual({
    amount: '1200',
    memo: 'x',
  });
  expect(normalizedDealFields({ memo: '¥' })).toEqual({ memo: '¥' });
  expect(() => normalizedDealFields({ amount: '百万' })).toThrow(/not an amount/);
});
