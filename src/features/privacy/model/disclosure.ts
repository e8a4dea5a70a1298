import { strToU8, zipSync } from 'fflate';
import { CSV_BOM, toCsvText } from '@/lib/csv-text';
import { PERSONAL_DATA_KINDS, type PersonalDataKind } from '@/lib/privacy/personal-data';
import type { FoundDocument } from '@/contracts/privacy';

export interface FoundGroup {
  kind: PersonalDataKind;
  items: FoundDocument[];
}

/** The documents by kind, in the kinds' order, empty kinds left out. */
export function groupFound(found: readonly FoundDocument[]): FoundGroup[] {
  return PERSONAL_DATA_KINDS.map((kind) => ({
    kind,
    items: found.filter((item) => item.kind === kind),
  })).filter((group) => group.items.length > 0);
}

const MAX_SUMMARY = 80;

/** One line a person recognises a document by: its name, title or text. */
export function summaryOf(data: Record<string, unknown>): string {
  for (const key of ['clientName', 'title', 'body', 'name', 'surveyId']) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '')
      return value.length > MAX_SUMMARY ? `${value.slice(0, MAX_SUMMARY - 1)}…` : value;
  }
  return '';
}

const cellOf = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'string'
      ? value
      : value === undefined || value === null
        ? ''
        : JSON.stringify(value);

/** A kind's documents as CSV rows: the path, then every field any of them has. */
export function csvRowsOf(items: readonly FoundDocument[]): string[][] {
  const keys = [...new Set(items.flatMap((item) => Object.keys(item.data)))].sort();
  return [
    ['path', ...keys],
    ...items.map((item) => [item.path, ...keys.map((key) => cellOf(item.data[key]))]),
  ];
}

/**
 * The 開示 file: one zip with everything as JSON and a CSV per kind, each UTF-8 with a BOM (so a
 * spreadsheet reads the Japanese), cells neutralised against formulas.
 */
export function disclosureZip(
  query: string,
  found: readonly FoundDocument[],
  at: Date,
): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'all.json': strToU8(
      CSV_BOM + JSON.stringify({ query, exportedAt: at.toISOString(), documents: found }, null, 2),
    ),
  };
  for (const group of groupFound(found))
    files[`${group.kind}.csv`] = strToU8(CSV_BOM + toCsvText(csvRowsOf(group.items)));
  return zipSync(files);
}
