import { expect, test } from 'vitest';
import { parseGoals } from './goals';

test('a month’s 目標 keeps the set amounts and drops cleared or broken ones', () => {
  expect([...parseGoals({ 山本: 1000000, 佐藤: null, 田中: '5', 鈴木: -1 })]).toEqual([
    ['山本', 1000000],
  ]);
  expect(parseGoals(undefined).size).toBe(0);
  expect(parseGoals('x').size).toBe(0);
});
