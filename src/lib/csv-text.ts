import { neutraliseCell } from './spreadsheet-safe';

/** Excel only reads UTF-8 (Japanese) correctly when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * Rows as CSV text for spreadsheets: every cell neutralised against formulas (spreadsheet-safe.ts)
 * and quoted, CRLF line ends, a final line end. No BOM: the caller adds it for UTF-8 files.
 * The survey results CSV and the customer tables' export share it.
 */
export function toCsvText(rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => `"${neutraliseCell(cell).replaceAll('"', '""')}"`;
  return rows.map((row) => row.map(quote).join(',')).join(LINE_END) + LINE_END;
}
