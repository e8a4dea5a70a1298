import type { CustomerTable } from './customer-table-names';
import type { CustomerTableSchema } from './customer-schema';
import { OB_TABLE } from './ob-table';
import { SA_TABLE } from './sa-table';

/** Every customer table, one schema each: a new table is one more line here. */
export const CUSTOMER_TABLE_SCHEMAS: readonly CustomerTableSchema[] = [SA_TABLE, OB_TABLE];

/** The schema of `table`. */
export function tableSchema(table: CustomerTable): CustomerTableSchema {
  const schema = CUSTOMER_TABLE_SCHEMAS.find((candidate) => candidate.collection === table);
  if (!schema) throw new Error(`No customer table schema for ${table}`);
  return schema;
}
