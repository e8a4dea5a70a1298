import { expect, test } from 'vitest';
import { SA_LIST } from '@/contracts/collections';
import { corporateNumberProblem } from '@/features/customers/model';
import { demoDocuments } from '@/lib/backend/local/seed';

// The demo data shows the table as it should look: its corporate numbers have valid check
// digits, so 要確認 marks only numbers someone typed wrong.
test('every seeded SA corporate number is valid; some rows have none', () => {
  const numbers = demoDocuments(new Date('2026-11-27T00:00:00Z'))
    .filter((doc) => doc.collection === SA_LIST)
    .map((doc) => String(doc.data.corporateNumber ?? ''));
  expect(numbers.filter((number) => number !== '').length).toBeGreaterThanOrEqual(5);
  expect(numbers).toContain('');
  expect(numbers.filter((number) => corporateNumberProblem(number) !== null)).toEqual([]);
});
