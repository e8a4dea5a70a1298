import Papa from 'papaparse';
import { toIsoDate } from '@/lib/iso-date';
import { parsePriority } from './parse-sa-customer';
import { SA_TEXT_FIELDS, type SaCustomerInput } from './types';

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

/** The header (first row) is skipped; column i of every other row is `SA_TEXT_FIELDS[i]`. */
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
      SA_TEXT_FIELDS.map((field, index) => [field, cell(index)]),
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
