import type { CustomerTableSchema, SchemaField } from '@/contracts/customer-schema';
import { foldText } from '@/lib/fold-text';
import { toIsoDate } from '@/lib/iso-date';
import { EXPORT_ID_HEADER } from '../../shared/model/export-id';
import { parseNumber } from '../../shared/model/number-value';

/**
 * Importing a table's CSV or .xlsx from its schema alone (what 案件 uses; SA keeps its own,
 * older import with the spec's fixed column order and the corporate-number match). Columns are
 * found by their header, the field's label; each cell is read by its field's kind.
 */

/** A header compared without width, case or spaces ('案件名' = ' 案件名'). */
const fold = (text: string) => foldText(text).replace(/\s+/g, '').toLowerCase();

/** The file's columns: the field each holds (null: ignored) and the row id's column. */
export interface ImportColumns {
  fields: (SchemaField | null)[];
  /** The column of the row's id (an exported file's last, 'ID'), or null. */
  idColumn: number | null;
  /** Header names of the columns that were ignored. */
  ignored: string[];
  /** Whether the file names the row's name column: without it nothing can be imported. */
  named: boolean;
}

/** The file's columns by their header row; a field's second column is ignored. */
export function importColumns(schema: CustomerTableSchema, header: readonly string[]) {
  const byLabel = new Map(schema.fields.map((field) => [fold(field.label), field]));
  const seen = new Set<string>();
  const idAt = header.findIndex((name) => fold(name) === fold(EXPORT_ID_HEADER));
  const fields = header.map((name) => {
    const field = byLabel.get(fold(name));
    if (!field || seen.has(field.key)) return null;
    seen.add(field.key);
    return field;
  });
  return {
    fields,
    idColumn: idAt >= 0 ? idAt : null,
    ignored: header.filter((name, at) => !fields[at] && at !== idAt && name.trim() !== ''),
    named: fields.some((field) => field?.role === 'name'),
  } satisfies ImportColumns;
}

/** What the cells are read against: option labels by list, and each 関連 field's rows. */
export interface ImportContext {
  lists: Readonly<Record<string, readonly string[]>>;
  references: Readonly<Record<string, readonly { value: string; label: string }[]>>;
}

/** A cell as its field stores it, or null when it cannot be read (left empty and counted). */
function cellValue(field: SchemaField, raw: string, context: ImportContext): string | null {
  if (raw === '') return '';
  switch (field.kind) {
    case 'date':
      return toIsoDate(raw) || null;
    case 'number':
      return parseNumber(raw);
    case 'option': {
      const labels = field.choices ?? context.lists[field.optionList ?? ''] ?? [];
      return labels.find((label) => fold(label) === fold(raw)) ?? null;
    }
    case 'reference': {
      // An exported file holds the row's name; a hand-made one may hold its id.
      const rows = context.references[field.key] ?? [];
      const byId = rows.find((row) => row.value === raw);
      const byName = rows.filter((row) => fold(row.label) === fold(raw));
      return byId?.value ?? (byName.length === 1 ? byName[0]!.value : null);
    }
    default:
      return raw;
  }
}

export type ImportMode = 'upsert' | 'add';

export interface TableImportPlan {
  adds: Record<string, string>[];
  /** Rows the file names by id, with the non-empty cells that differ from the stored row. */
  updates: { id: string; fields: Record<string, string> }[];
  /** How many of `updates` change nothing (not written). */
  unchanged: number;
  /** Rows left out: no name, or a required field empty or unreadable. */
  skipped: number;
  /** Cells that could not be read (a date, a number, an option or a 関連 not found): left empty. */
  unreadable: number;
}

/**
 * What importing the file does. `upsert`: a row whose ID names an existing row updates it with
 * the file's non-empty cells that differ (an empty cell never clears), and the later of two rows
 * naming one row wins; other rows are added. `add`: every row is added.
 */
export function planTableImport(input: {
  schema: CustomerTableSchema;
  rows: readonly (readonly string[])[];
  context: ImportContext;
  existing: readonly { id: string }[];
  mode: ImportMode;
}): TableImportPlan {
  const { schema, rows, context, mode } = input;
  const columns = importColumns(schema, rows[0] ?? []);
  const plan: TableImportPlan = { adds: [], updates: [], unchanged: 0, skipped: 0, unreadable: 0 };
  if (!columns.named) {
    plan.skipped = Math.max(0, rows.length - 1);
    return plan;
  }
  const byId = new Map(input.existing.map((row) => [row.id, row]));
  const updates = new Map<string, Record<string, string>>();
  for (const row of rows.slice(1)) {
    const fields: Record<string, string> = {};
    columns.fields.forEach((field, at) => {
      if (!field) return;
      const value = cellValue(field, (row[at] ?? '').trim(), context);
      if (value === null) plan.unreadable += 1;
      fields[field.key] = value ?? '';
    });
    const id = columns.idColumn === null ? '' : (row[columns.idColumn] ?? '').trim();
    const target = mode === 'upsert' ? byId.get(id) : undefined;
    if (target) {
      updates.set(target.id, fields);
      continue;
    }
    const added = Object.fromEntries(
      schema.fields.map((field) => [field.key, fields[field.key] ?? '']),
    );
    if (
      schema.fields.some((field) => (field.required || field.role === 'name') && !added[field.key])
    )
      plan.skipped += 1;
    else plan.adds.push(added);
  }
  for (const [id, fields] of updates) {
    const stored = byId.get(id)! as unknown as Readonly<Record<string, unknown>>;
    const changed = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => value !== '' && value !== stored[key]),
    );
    if (Object.keys(changed).length === 0) plan.unchanged += 1;
    plan.updates.push({ id, fields: changed });
  }
  return plan;
}
