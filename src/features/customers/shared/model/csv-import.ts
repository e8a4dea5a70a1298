import Papa from 'papaparse';

/** RFC 4180 parsing (quoted commas and line breaks, doubled quotes, CRLF); blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return result.data;
}

/** Header plus the first `size` data rows, for the import preview. */
export function csvPreview(
  rows: readonly string[][],
  size = 5,
): { header: string[]; rows: string[][] } {
  return { header: rows[0] ?? [], rows: rows.slice(1, 1 + size) };
}
