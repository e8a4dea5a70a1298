import { expect, test } from 'vitest';
import { laneFigures } from './lane-figures';

test('a lane’s 合計 is Σ金額 and its ヨミ Σ金額×確度', () => {
  const percents = new Map([
    ['A', 80],
    ['B', 50],
  ]);
  expect(
    laneFigures(
      [
        { amount: '1000000', confidence: 'A' },
        { amount: '500000', confidence: 'B' },
        { amount: '300000', confidence: '' },
        { amount: '', confidence: 'A' },
      ],
      percents,
    ),
  ).toEqual({ total: 1800000, expected: 1050000 });
  expect(laneFigures([], percents)).toEqual({ total: 0, expected: 0 });
});
