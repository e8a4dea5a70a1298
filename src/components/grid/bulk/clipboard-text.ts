import Papa from 'papaparse';
import { neutraliseCell, restoreNeutralised } from '@/lib/spreadsheet-safe';

/**
 * Cells as the clipboard carries them between spreadsheets: tab-separated rows, a cell quoted
 * Excel-style ("...", inner quotes doubled) when it holds a tab, a line break or a quote, so
 * Excel, Google Sheets and LibreOffice put every value back in its own cell. A cell that a
 * spreadsheet would run as a formula gets a leading `'` (`neutraliseCell`), as in the exports;
 * pasted back into the grid, it is dropped again (`parseClipboardText`).
 */
export function toClipboardText(cells: readonly (readonly string[])[]): string {
  return cells
    .map((row) =>
      row
        .map(neutraliseCell)
        .map((cell) => (/[\t\r\n"]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join('\t'),
    )
    .join('\r\n');
}

/**
 * Pasted text as rows of cells. Tab-separated text (what every spreadsheet copies, quoted cells
 * with line breaks included) is split on tabs; text without tabs is CSV when it has several lines
 * that all split into the same number (two or more) of comma-separated cells, and otherwise one
 * cell per line (a single value with a comma stays one value). The trailing line break Excel adds
 * is not a row.
 */
export function parseClipboardText(text: string): string[][] {
  return splitClipboardText(text).map((row) => row.map(restoreNeutralised));
}

function splitClipboardText(text: string): string[][] {
  if (text === '') return [];
  if (text.includes('\t')) return parse(text, '\t');
  const csv = parse(text, ',');
  const widths = new Set(csv.map((row) => row.length));
  if (csv.length > 1 && widths.size === 1 && csv[0]!.length > 1) return csv;
  return dropTrailingEmpty(text.split(/\r\n|\r|\n/)).map((line) => [line]);
}

function parse(text: string, delimiter: string): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter, quoteChar: '"', newline: undefined });
  return dropTrailingEmpty(result.data);
}

function dropTrailingEmpty<T extends string | string[]>(rows: T[]): T[] {
  const last = rows.at(-1);
  const empty = Array.isArray(last) ? last.length === 1 && last[0] === '' : last === '';
  return rows.length > 0 && empty ? rows.slice(0, -1) : rows;
}
