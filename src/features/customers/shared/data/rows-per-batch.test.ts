import { expect, test } from 'vitest';
import { REFERENCE_ROWS_PER_BATCH } from '@/contracts/customer-schema';
import { rowsPerBatch } from './rows-per-batch';

test('a table with a 関連 field writes in smaller batches; the others and other collections do not', () => {
  expect(rowsPerBatch('deal_list')).toBe(REFERENCE_ROWS_PER_BATCH);
  expect(rowsPerBatch('sa_list')).toBeUndefined();
  expect(rowsPerBatch('surveys')).toBeUndefined();
});
