import { REFERENCE_ROWS_PER_BATCH } from '@/contracts/customer-schema';
import { isCustomerTable } from '@/contracts/customer-table-names';
import { tableSchema } from '@/contracts/customer-tables';

/**
 * How many rows one batch may write into `collection`: a table with a 関連 field takes fewer,
 * as the rules read each row a reference names (REFERENCE_ROWS_PER_BATCH); otherwise the
 * backend's largest batch (undefined).
 */
export function rowsPerBatch(collection: string): number | undefined {
  if (!isCustomerTable(collection)) return undefined;
  return tableSchema(collection).fields.some((field) => field.kind === 'reference')
    ? REFERENCE_ROWS_PER_BATCH
    : undefined;
}
