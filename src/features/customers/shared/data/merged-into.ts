import type { CustomerTable } from '@/contracts/collections';
import { MERGED_INTO_FIELD } from '@/contracts/customer-merge';
import { backend } from '@/lib/backend';

/** The row a merged row became (名寄せ), or null for a row that exists or never did. */
export async function mergedIntoOf(table: CustomerTable, rowId: string): Promise<string | null> {
  const into = (await backend().data.get(table, rowId))?.data[MERGED_INTO_FIELD];
  return typeof into === 'string' && into !== '' ? into : null;
}
