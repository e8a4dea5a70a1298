import type { CustomerTable } from '@/contracts/customer-table-names';
/**
 * One column of a customer table (SA, OB), described once. The table's columns, its add form,
 * its search, its CSV import order and the import dialog's column list are derived from the
 * table's list of fields (`sa/model/sa-fields.ts`, `ob/model/ob-fields.ts`), so adding a column
 * is one entry there (and its header in the area's strings.ts).
 */

/** How a cell shows and edits its stored text (the grid's editable cell kinds). */
export type FieldCell = 'text' | 'multiline' | 'date' | 'select' | 'suggest' | 'contact' | 'url';

/** How the add form asks for the value. */
export type FieldInput = 'text' | 'date' | 'tel' | 'url' | 'textarea' | 'select' | 'suggest';

export interface FieldForm {
  /** Position in the add form (ascending). */
  order: number;
  input: FieldInput;
  /** The form's label when it differs from the column header. */
  label?: string;
  required?: boolean;
  /** Full width below the two-column grid of short fields. */
  wide?: boolean;
  placeholder?: string;
  hint?: string;
  /** A soft warning for the current value (shown under the field, never blocking), or null. */
  warn?: (value: string) => string | null;
}

export interface CustomerField<Key extends string = string, ListKey extends string = string> {
  /** The stored field (and the grid column id). */
  key: Key;
  /** The column header, as the table shows it. */
  header: string;
  cell: FieldCell;
  /** Column width in px (the specification gives each table's total). */
  width: number;
  /** The `dropdown_options` list whose labels the cell and the form offer. */
  optionList?: ListKey;
  /** Fixed choices instead of an option list (priority, product category). */
  choices?: readonly string[];
  /** The header sorts the table. */
  sortable?: boolean;
  /** http(s) URLs in the text become links. */
  linkify?: boolean;
  /** The toolbar's search box looks in this field. */
  search?: boolean;
  /** 0-based column in a CSV import (absent: not imported). */
  csvColumn?: number;
  /** The import dialog's name for the column when it differs from the header. */
  csvHeader?: string;
  /** Asked for in the add form (absent: not in the form). */
  form?: FieldForm;
  /**
   * A date a reminder rule can watch (a `date` cell): the reminders form offers it by its
   * header, and the reminder contract (contracts/reminders.ts) must name exactly these.
   */
  remind?: true;
  /** A number's unit (数値): the cell reads ¥1,234,567 or 80%. */
  unit?: '円' | '%';
  /** The table a 関連 field points at: the cell shows the row's name, a link to its page. */
  references?: CustomerTable;
}

/** The imported fields in CSV column order. */
export function csvFields<Field extends CustomerField>(fields: readonly Field[]): Field[] {
  return fields
    .filter((field) => field.csvColumn !== undefined)
    .sort((a, b) => a.csvColumn! - b.csvColumn!);
}

/** The column names the import dialog lists, in CSV order. */
export function csvHeaders(fields: readonly CustomerField[]): string[] {
  return csvFields(fields).map((field) => field.csvHeader ?? field.header);
}

/** The fields the search box looks in, in table order. */
export function searchKeys<Key extends string>(fields: readonly CustomerField<Key>[]): Key[] {
  return fields.filter((field) => field.search).map((field) => field.key);
}

/** The add form's fields in form order. */
export function formFields<Field extends CustomerField>(
  fields: readonly Field[],
): (Field & { form: FieldForm })[] {
  return fields
    .filter((field): field is Field & { form: FieldForm } => field.form !== undefined)
    .sort((a, b) => a.form.order - b.form.order);
}

/** The option lists the table's cells and form use, each once. */
export function optionListKeys<ListKey extends string>(
  fields: readonly CustomerField<string, ListKey>[],
): ListKey[] {
  return [...new Set(fields.flatMap((field) => (field.optionList ? [field.optionList] : [])))];
}

/** The date fields a reminder can watch, by key and header, in table order. */
export function reminderFields(fields: readonly CustomerField[]): { key: string; label: string }[] {
  return fields
    .filter((field) => field.remind && field.cell === 'date')
    .map((field) => ({ key: field.key, label: field.header }));
}

/** The sum of the fields' widths plus any columns that are not fields (star, delete). */
export function tableWidth(fields: readonly CustomerField[], otherColumns = 0): number {
  return fields.reduce((sum, field) => sum + field.width, otherColumns);
}
