import { restoreNeutralised } from '@/lib/spreadsheet-safe';
import { decodeText } from '@/lib/text-encoding';
import { parseCsv } from '../../shared/model/csv-import';

/** An .xlsx file, by its name (what the picker offers besides CSV). */
const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

/** A spreadsheet cell as the import reads it: text as written, a date as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Excel dates carry no time zone: read-excel-file gives them at UTC midnight.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * The rows of a file to import: a CSV (UTF-8 with or without BOM, or Shift_JIS) or the first
 * sheet of an .xlsx. A CSV cell that our export neutralised against formulas (a leading `'`
 * before = + - @ or a tab/CR) is read back as it was, so an exported file imports unchanged;
 * .xlsx cells are typed as text by the export and need nothing.
 */
export async function readImportFile(file: File): Promise<string[][]> {
  if (isXlsx(file)) {
    const { readSheet } = await import('read-excel-file/browser');
    const sheet = await readSheet(file);
    return sheet.map((row) => row.map(cellText));
  }
  const { text } = decodeText(new Uint8Array(await file.arrayBuffer()));
  return parseCsv(text).map((row) => row.map(restoreNeutralised));
}
