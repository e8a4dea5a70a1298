import { expect, test } from 'vitest';
import { MIN_BAR_HEIGHT, minBarHeight } from './question-chart';

test('a vertical bar is at least 20 px high, but a zero count draws no bar', () => {
  expect(minBarHeight(0)).toBe(0);
  expect(minBarHeight(null)).toBe(0);
  expect(minBarHeight(undefined)).toBe(0);
  expect(minBarHeight(1)).toBe(MIN_BAR_HEIGHT);
  expect(MIN_BAR_HEIGHT).toBe(20);
});
