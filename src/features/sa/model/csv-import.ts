import Papa from 'papaparse';
import { matchColumns, planImport } from './import-plan';
import type { SaCustomerInput } from './types';

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

/** Every data row as a new customer (no matching against the table): `planImport` in add mode. */
export function mapCsvRows(rows: readonly (readonly string[])[]): CsvMapping {
  const plan = planImport(rows, matchColumns(rows[0] ?? []), [], 'add');
  return {
    customers: plan.adds,
    skippedWithoutClient: plan.skippedWithoutClient,
    blankedPriority: plan.blankedPriority,
  };
}

/** Header plus the first `size` data rows, for the import preview. */
export function csvPreview(
  rows: readonly string[][],
  size = 5,
): { header: string[]; rows: string[][] } {
  return { header: rows[0] ?? [], rows: rows.slice(1, 1 + size) };
}
