import {
  corporateNumberProblem,
  normaliseCorporateNumber,
  csvHeaders,
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
      ignored: header.filter((name, index) => fields[index] === null && name.trim() !== ''),
    };
  }
  // Column i is field i, whatever the header row holds (rows may be wider than it).
  return {
    by: 'position',
    fields: [...SA_TEXT_FIELDS],
    ignored: header.slice(SA_TEXT_FIELDS.length).filter((name) => name.trim() !== ''),
  };
}

export type ImportMode = 'upsert' | 'add';

export interface ImportPlan {
  adds: SaCustomerInput[];
  /** Existing customers to update: only the file's non-empty cells. */
  updates: { id: string; fields: Partial<SaCustomerInput> }[];
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

/**
 * What importing the file does. `upsert`: a row whose corporate number belongs to an existing
 * customer updates that customer, writing only the file's non-empty cells (an empty cell never
 * clears a value); the others are added. Two rows with the same corporate number: the later one
 * wins. `add`: every row is added. Rows without a client name are skipped either way.
 */
export function planImport(
  rows: readonly (readonly string[])[],
  match: ColumnMatch,
  existing: readonly { id: string; corporateNumber: string }[],
  mode: ImportMode,
): ImportPlan {
  const plan: ImportPlan = {
    adds: [],
    updates: [],
    skippedWithoutClient: 0,
    supersededDuplicates: 0,
    blankedPriority: 0,
    unreadableDates: 0,
    suspectCorporateNumbers: 0,
  };
  const existingByNumber = new Map<string, string>();
  for (const customer of existing) {
    const number = normaliseCorporateNumber(customer.corporateNumber);
    if (number && !existingByNumber.has(number)) existingByNumber.set(number, customer.id);
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
    return [fields];
  });
  // The later row of a corporate number wins (upsert only; adding keeps every row).
  const lastIndex = new Map<string, number>();
  if (mode === 'upsert')
    read.forEach((fields, index) => {
      const number = normaliseCorporateNumber(fields.corporateNumber ?? '');
      if (number) lastIndex.set(number, index);
    });
  read.forEach((fields, index) => {
    const number = normaliseCorporateNumber(fields.corporateNumber ?? '');
    if (mode === 'upsert' && number && lastIndex.get(number) !== index) {
      plan.supersededDuplicates += 1;
      return;
    }
    const id = mode === 'upsert' && number ? existingByNumber.get(number) : undefined;
    if (id) {
      const present = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== ''),
      ) as Partial<SaCustomerInput>;
      plan.updates.push({ id, fields: present });
    } else {
      plan.adds.push({ ...emptySaInput(), ...fields });
    }
  });
  return plan;
}

/** The import dialog's list of the spec's column order (used when the header names nothing). */
export const IMPORT_COLUMNS = csvHeaders(SA_FIELDS);
