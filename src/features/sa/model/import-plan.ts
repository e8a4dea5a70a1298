import {
  corporateNumberProblem,
  normaliseCorporateNumber,
  csvHeaders,
  EXPORT_ID_HEADER,
  type CustomerField,
} from '@/features/customers/model';
import { toIsoDate } from '@/lib/iso-date';
import { parsePriority } from './parse-sa-customer';
import { SA_FIELDS } from './sa-fields';
import { SA_TEXT_FIELDS, emptySaInput, type SaCustomerInput, type SaTextField } from './types';

/** How the file's columns map to fields: by the header's names, or by the spec's fixed order. */
export interface ColumnMatch {
  by: 'header' | 'position';
  /** The field of each file column (null: ignored). */
  fields: (SaTextField | null)[];
  /** Header names of the columns that were ignored. */
  ignored: string[];
  /** The column holding the row's id (an exported file's last, 'ID'), or null. */
  idColumn: number | null;
}

/** Header text compared without width, case or spaces ('クライアント名' = 'ｸﾗｲｱﾝﾄ名 '). */
const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** Every name a field's column may carry: as the table shows it, and the import's own name. */
const FIELD_BY_NAME = new Map<string, SaTextField>(
  (SA_FIELDS as readonly CustomerField<SaTextField>[]).flatMap((field) => [
    [fold(field.header), field.key] as const,
    ...(field.csvHeader ? [[fold(field.csvHeader), field.key] as const] : []),
  ]),
);

/**
 * The header row names the client name column (an exported file, or any file whose columns are
 * named as the table names them, in any order): columns are matched by name and the rest are
 * ignored. Otherwise by the specification's fixed order, as before.
 */
export function matchColumns(header: readonly string[]): ColumnMatch {
  const named = header.map((name) => FIELD_BY_NAME.get(fold(name)) ?? null);
  const idColumn = header.findIndex((name) => fold(name) === fold(EXPORT_ID_HEADER));
  if (named.includes('clientName')) {
    const seen = new Set<SaTextField>();
    const fields = named.map((field) => {
      // A second column of the same field is ignored: the first one counts.
      if (!field || seen.has(field)) return null;
      seen.add(field);
      return field;
    });
    return {
      by: 'header',
      fields,
      ignored: header.filter(
        (name, index) => fields[index] === null && index !== idColumn && name.trim() !== '',
      ),
      idColumn: idColumn >= 0 ? idColumn : null,
    };
  }
  // Column i is field i, whatever the header row holds (rows may be wider than it).
  return {
    by: 'position',
    fields: [...SA_TEXT_FIELDS],
    ignored: header.slice(SA_TEXT_FIELDS.length).filter((name) => name.trim() !== ''),
    idColumn: null,
  };
}

export type ImportMode = 'upsert' | 'add';

export interface ImportPlan {
  adds: SaCustomerInput[];
  /**
   * Existing customers the file names, with the file's non-empty cells that differ from the row
   * (none: the row is as stored, and the import writes nothing for it).
   */
  updates: { id: string; fields: Partial<SaCustomerInput> }[];
  /** How many of `updates` change nothing. */
  unchanged: number;
  /** Data rows without a client name, not imported. */
  skippedWithoutClient: number;
  /** Rows left out because a later row of the file has the same corporate number. */
  supersededDuplicates: number;
  /** Rows whose priority was not A/B/C (left blank). */
  blankedPriority: number;
  /** Rows with a date that could not be read (left out, not guessed). */
  unreadableDates: number;
  /** Rows whose corporate number looks wrong (imported as it is, flagged in the table). */
  suspectCorporateNumbers: number;
}

/** One data row's fields (only the file's columns), converted, and what could not be read. */
function rowFields(row: readonly string[], match: ColumnMatch) {
  const fields: Partial<SaCustomerInput> = {};
  let badDate = false;
  let badPriority = false;
  match.fields.forEach((field, index) => {
    if (!field) return;
    const raw = (row[index] ?? '').trim();
    if (field === 'meetingDate' || field === 'lastContactDate') {
      const date = toIsoDate(raw);
      if (raw && !date) badDate = true;
      fields[field] = date;
    } else if (field === 'priority') {
      const priority = parsePriority(raw);
      if (raw && !priority) badPriority = true;
      fields[field] = priority;
    } else if (field === 'corporateNumber') {
      fields[field] = normaliseCorporateNumber(raw);
    } else {
      fields[field] = raw;
    }
  });
  return { fields, badDate, badPriority };
}

/** A customer already in the table: its id and (some of) its fields. */
export type ExistingCustomer = { id: string; corporateNumber: string } & Partial<SaCustomerInput>;

/** The non-empty cells of `fields` that differ from the stored row (an empty cell never clears). */
export function changedFields(fields: Partial<SaCustomerInput>, stored: ExistingCustomer) {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => value !== '' && value !== stored[key as keyof SaCustomerInput],
    ),
  ) as Partial<SaCustomerInput>;
}

/**
 * What importing the file does. `upsert`: a row names an existing customer by its ID column
 * (an exported file's last), else by its corporate number; that customer gets the file's
 * non-empty cells that differ (an empty cell never clears a value; a row that changes nothing
 * is counted as `unchanged`, and the import does not write it). Other rows are added. Two rows naming the same customer: the later one wins.
 * `add`: every row is added. Rows without a client name are skipped either way.
 */
export function planImport(
  rows: readonly (readonly string[])[],
  match: ColumnMatch,
  existing: readonly ExistingCustomer[],
  mode: ImportMode,
): ImportPlan {
  const plan: ImportPlan = {
    adds: [],
    updates: [],
    unchanged: 0,
    skippedWithoutClient: 0,
    supersededDuplicates: 0,
    blankedPriority: 0,
    unreadableDates: 0,
    suspectCorporateNumbers: 0,
  };
  const byId = new Map(existing.map((customer) => [customer.id, customer]));
  const byNumber = new Map<string, ExistingCustomer>();
  for (const customer of existing) {
    const number = normaliseCorporateNumber(customer.corporateNumber);
    if (number && !byNumber.has(number)) byNumber.set(number, customer);
  }
  const read = rows.slice(1).flatMap((row) => {
    const { fields, badDate, badPriority } = rowFields(row, match);
    if (!fields.clientName) {
      plan.skippedWithoutClient += 1;
      return [];
    }
    if (badDate) plan.unreadableDates += 1;
    if (corporateNumberProblem(fields.corporateNumber ?? '')) plan.suspectCorporateNumbers += 1;
    if (badPriority) plan.blankedPriority += 1;
    const number = normaliseCorporateNumber(fields.corporateNumber ?? '');
    const named = match.idColumn === null ? '' : (row[match.idColumn] ?? '').trim();
    const target = byId.get(named) ?? (number ? byNumber.get(number) : undefined);
    // What makes two rows the same customer: the one they name, else their corporate number.
    const key = target ? `id:${target.id}` : number ? `number:${number}` : null;
    return [{ fields, target, key }];
  });
  // The later row naming a customer wins (upsert only; adding keeps every row).
  const lastIndex = new Map<string, number>();
  if (mode === 'upsert')
    read.forEach(({ key }, index) => {
      if (key) lastIndex.set(key, index);
    });
  read.forEach(({ fields, target, key }, index) => {
    if (mode === 'upsert' && key && lastIndex.get(key) !== index) {
      plan.supersededDuplicates += 1;
      return;
    }
    if (mode === 'upsert' && target) {
      const changed = changedFields(fields, target);
      if (Object.keys(changed).length === 0) plan.unchanged += 1;
      plan.updates.push({ id: target.id, fields: changed });
    } else {
      plan.adds.push({ ...emptySaInput(), ...fields });
    }
  });
  return plan;
}

/** The import dialog's list of the spec's column order (used when the header names nothing). */
export const IMPORT_COLUMNS = csvHeaders(SA_FIELDS);
