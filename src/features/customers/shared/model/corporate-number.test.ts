import { expect, test } from 'vitest';
import { checkDigit, corporateNumberProblem, normaliseCorporateNumber } from './corporate-number';

test('known valid corporate numbers pass (the National Tax Agency, a listed company)', () => {
  for (const number of ['7000012050002', '1180301018771', '１１８０-３０１０-１８７７１'])
    expect(corporateNumberProblem(number)).toBeNull();
  expect(checkDigit('000012050002')).toBe(7);
});

test('a wrong check digit, a wrong length or letters are flagged; empty is fine', () => {
  expect(corporateNumberProblem('8000012050002')).toBe('check-digit');
  expect(corporateNumberProblem('1010001000001')).toBe('check-digit');
  expect(corporateNumberProblem('700001205000')).toBe('format');
  expect(corporateNumberProblem('70000120500AB')).toBe('format');
  expect(corporateNumberProblem('')).toBeNull();
  expect(corporateNumberProblem('  ')).toBeNull();
});

test('digits only: width, spaces and hyphens aside', () => {
  expect(normaliseCorporateNumber('７０００ ０１２-０５０００２')).toBe('7000012050002');
});
