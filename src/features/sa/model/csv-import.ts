import Papa from 'papaparse';
import { toIsoDate } from '@/lib/iso-date';
import { parsePriority } from './parse-sa-customer';
import type { SaCustomerInput, SaTextField } from './types';

/** The CSV column order of spec section 5 (not the table's order): position i is field i. */
export const SA_CSV_FIELDS = [
  'corporateNumber',
  'clientName',
  'serviceName',
  'meetingDate',
  'lastContactDate',
  'referralSource',
  'priority',
  'nextAction',
  'progress',
  'obAssignee',
  'contactPerson',
  'contactInfo',
  'phoneNumber',
  'meetingVideo',
] as const satisfies readonly SaTextField[];

/** RFC 4180 parsing (quoted commas and line breaks, doubled quotes, CRLF); blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return result.data;
}

export interface CsvMapping {
  customers: SaCustomerInput[];
  /** Data rows without a client name (second column), not imported. */
  skippedWithoutClient: number;
  /** Imported rows whose priority was not A/B/C and was left blank. */
  blankedPriority: number;
}

/** The header (first row) is skipped; every other row maps by position. */
export function mapCsvRows(rows: readonly (readonly string[])[]): CsvMapping {
  const customers: SaCustomerInput[] = [];
  let skippedWithoutClient = 0;
  let blankedPriority = 0;
  for (const row of rows.slice(1)) {
    const cell = (index: number) => (row[index] ?? '').trim();
    if (!cell(1)) {
      skippedWithoutClient += 1;
      continue;
    }
    const input = Object.fromEntries(
      SA_CSV_FIELDS.map((field, index) => [field, cell(index)]),
    ) as SaCustomerInput;
    input.meetingDate = toIsoDate(input.meetingDate);
    input.lastContactDate = toIsoDate(input.lastContactDate);
    const priority = parsePriority(input.priority);
    if (input.priority && !priority) blankedPriority += 1;
    input.priority = priority;
    customers.push(input);
  }
  return { customers, skippedWithoutClient, blankedPriority };
}

/** Header plus the first `size` data rows, for the import preview. */
export function csvPreview(
  rows: readonly string[][],
  size = 5,
): { header: string[]; rows: string[][] } {
  return { header: rows[0] ?? [], rows: rows.slice(1, 1 + size) };
}
