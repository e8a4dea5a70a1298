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

/** A table's list screen in the admin app ('/sa'). */
export const tableListPath = (table: CustomerTable) => `/${tableSchema(table).path}`;

/** A row's own page (顧客詳細) in the admin app ('/sa/{id}'). */
export const tableRowPath = (table: CustomerTable, id: string) =>
  `${tableListPath(table)}/${encodeURIComponent(id)}`;

/** A table's 重複の候補 (名寄せ) in the admin app ('/sa/duplicates'). */
export const tableDuplicatesPath = (table: CustomerTable) => `${tableListPath(table)}/duplicates`;
