import { expect, test } from 'vitest';
import { toIsoDate } from './iso-date';

test.each([
  ['R7.4.1', '2025-04-01'],
  ['r07/04/01', '2025-04-01'],
  ['Ｒ７．４．１', '2025-04-01'],
  ['令和7年4月1日', '2025-04-01'],
  ['令和元年5月1日', '2019-05-01'],
  ['H31.4.30', '2019-04-30'],
  ['平成元年1月8日', '1989-01-08'],
  ['S64.1.7', '1989-01-07'],
  ['T1.7.30', '1912-07-30'],
  ['M45.7.29', '1912-07-29'],
])('Japanese era %s -> %s', (input, expected) => expect(toIsoDate(input)).toBe(expected));

test.each(['R7.2.30', 'X7.4.1', 'R.4.1', '令和7年13月1日', 'R7'])('%s is not a date', (input) =>
  expect(toIsoDate(input)).toBe(''),
);
