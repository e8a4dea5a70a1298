import type { CustomerTable } from './customer-table-names';

/**
 * A customer table described as data, without React: what the browser, the functions and the
 * rules all read about it (the tables themselves: sa-table.ts, ob-table.ts; the list of them:
 * customer-tables.ts). How a field looks in the grid (width, cell editor, form order, CSV
 * column) stays with the table's screen (features/<table>/model/<table>-fields.ts), which
 * follows this schema field by field.
 */

/** What a field holds, whatever shows it. */
export type SchemaFieldKind =
  /** One line of text. */
  | 'text'
  /** Text over several lines. */
  | 'longText'
  /** A day, 'YYYY-MM-DD'. */
  | 'date'
  /** One of an option list's labels or of fixed choices. */
  | 'option'
  /** An e-mail address, a phone number or both, as typed. */
  | 'contact'
  /** An http(s) address. */
  | 'url'
  /**
   * A whole number (数値), stored as its digits ('1234567', '' when unset) so that the grid,
   * history, paste and CSV carry it exactly as they carry text; `unit` says how it reads.
   */
  | 'number'
  /** A row of another table (関連), stored as that row's id ('' when unset). */
  | 'reference';

/**
 * What a field is to the app beyond its value: the row's name, its 担当, its 進捗; and, for a
 * company with 先方担当者 and 活動, where its 主担当's name and address show (`primaryContact`,
 * `primaryContactInfo`) and the date its latest 活動 moves forward (`lastContact`).
 */
export type FieldRole =
  'name' | 'assignee' | 'progress' | 'primaryContact' | 'primaryContactInfo' | 'lastContact';

export interface SchemaField {
  /** The stored field. */
  key: string;
  /** Its name on every screen, in history and in messages. */
  label: string;
  kind: SchemaFieldKind;
  /** An 'option' field's `dropdown_options` list. */
  optionList?: string;
  /** An 'option' field's fixed choices instead of a list. */
  choices?: readonly string[];
  role?: FieldRole;
  /** A row cannot be added without it. */
  required?: true;
  /** A date a reminder rule may watch. */
  remind?: true;
  /** A 'number' field's unit: 円 reads ¥1,234,567, % reads 80%. */
  unit?: '円' | '%';
  /** A 'reference' field's table. */
  references?: CustomerTable;
  /**
   * What a personal survey link's answer writes here (survey-answer.ts): 'answerDate' the
   * answer's day in Tokyo; 'plannedDelivery' that day + 21 days, only while the field is empty.
   */
  onAnswer?: 'answerDate' | 'plannedDelivery';
}

export interface CustomerTableSchema {
  collection: CustomerTable;
  /** Its short name: exports, reminders and the lists of tables ('SA'). */
  shortName: string;
  /** Its list screen's title, in the browser tab ('SA管理'). */
  title: string;
  /** The segment its admin screens live under ('sa': /sa, /sa/{id}, /sa/duplicates). */
  path: string;
  /** Its fields in the table's order. */
  fields: readonly SchemaField[];
  /** Whether 名寄せ (重複の候補, merge) applies: companies yes, 案件 no. */
  duplicates: boolean;
  /** Whether its rows have 先方担当者 and 活動 (companies; src/contracts/contacts.ts). */
  contacts: boolean;
}

/** The key of the field that plays `role` in `schema`, or null when no field does. */
export function optionalRoleKey(schema: CustomerTableSchema, role: FieldRole): string | null {
  return schema.fields.find((candidate) => candidate.role === role)?.key ?? null;
}

/** The key of the field that plays `role` in `schema` (every table has each role once). */
export function roleKey(schema: CustomerTableSchema, role: FieldRole): string {
  const field = schema.fields.find((candidate) => candidate.role === role);
  if (!field) throw new Error(`${schema.collection} has no ${role} field`);
  return field.key;
}

/** The name of the field that plays `role` ('進捗'; 案件's ステージ). */
export function roleLabel(schema: CustomerTableSchema, role: FieldRole): string {
  const key = roleKey(schema, role);
  return schema.fields.find((field) => field.key === key)!.label;
}

/**
 * The most rows one batch may write into a table with a 関連 field: the rules read the row each
 * reference names (`exists`), and Firestore allows 20 such reads in one batch, one of them the
 * writer's member record. Imports and pastes into such a table write in chunks of this size.
 */
export const REFERENCE_ROWS_PER_BATCH = 15;

/** The longest 'number' value a write may hold: 13 digits (under ¥10兆), exact in a double. */
export const NUMBER_DIGITS_MAX = 13;

/** The dates a reminder rule may watch, by key, named by their labels. */
export function reminderFieldsOf(schema: CustomerTableSchema): Readonly<Record<string, string>> {
  return Object.fromEntries(
    schema.fields.filter((field) => field.remind).map((field) => [field.key, field.label]),
  );
}
