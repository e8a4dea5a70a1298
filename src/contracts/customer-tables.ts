import type { CustomerTable } from './customer-table-names';
import { reminderFieldsOf, type CustomerTableSchema } from './customer-schema';
import { DEAL_TABLE } from './deal-table';
import { OB_TABLE } from './ob-table';
import { SA_TABLE } from './sa-table';

/** Every customer table, one schema each: a new table is one more line here. */
export const CUSTOMER_TABLE_SCHEMAS: readonly CustomerTableSchema[] = [
  SA_TABLE,
  OB_TABLE,
  DEAL_TABLE,
];

/** The schema of `table`. */
export function tableSchema(table: CustomerTable): CustomerTableSchema {
  const schema = CUSTOMER_TABLE_SCHEMAS.find((candidate) => candidate.collection === table);
  if (!schema) throw new Error(`No customer table schema for ${table}`);
  return schema;
}

// The tables computed below are marked pure so that a bundle importing this file for one
// function drops the rest: the public survey page's local-mode first visit reads it, and its
// budget has no room for unused tables (npm run bench:public-bundle).

/** Each table's short name ('SA'), by collection: how lists of mixed items name a table. */
export const TABLE_SHORT_NAMES = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ CUSTOMER_TABLE_SCHEMAS.map((schema) => [schema.collection, schema.shortName]),
) as Record<CustomerTable, string>;

/** A table's list screen in the admin app ('/sa'). */
export const tableListPath = (table: CustomerTable) => `/${tableSchema(table).path}`;

/** A row's own page (顧客詳細) in the admin app ('/sa/{id}'). */
export const tableRowPath = (table: CustomerTable, id: string) =>
  `${tableListPath(table)}/${encodeURIComponent(id)}`;

/** A table's 重複の候補 (名寄せ) in the admin app ('/sa/duplicates'). */
export const tableDuplicatesPath = (table: CustomerTable) => `${tableListPath(table)}/duplicates`;

/**
 * The date fields a reminder rule can watch, per table, and how a message names them: the
 * fields marked `remind` in the schemas. A unit test holds the schedules' queries to it; the
 * rules' list is generated from the same schemas.
 */
export const REMINDER_FIELDS = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ CUSTOMER_TABLE_SCHEMAS.map((schema) => [
    schema.collection,
    reminderFieldsOf(schema),
  ]),
) as Record<CustomerTable, Readonly<Record<string, string>>>;

/**
 * The 関連 fields that point at rows of `table` (案件's 顧客 → SA): a merge moves what they point
 * at to the kept row, and a company's activities may name one of those rows (its 案件).
 */
export function referencesTo(table: string): { collection: CustomerTable; field: string }[] {
  return CUSTOMER_TABLE_SCHEMAS.flatMap((schema) =>
    schema.fields
      .filter((field) => field.kind === 'reference' && field.references === table)
      .map((field) => ({ collection: schema.collection, field: field.key })),
  );
}
