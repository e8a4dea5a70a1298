import { expect, test } from 'vitest';
import { DEAL_TABLE } from '@/contracts/deal-table';
import { schemaMismatches } from '@/features/customers/model';
import { DEAL_FIELDS } from './deal-fields';

test('the 案件 columns follow the 案件 schema field by field', () => {
  expect(schemaMismatches(DEAL_FIELDS, DEAL_TABLE)).toEqual([]);
});
