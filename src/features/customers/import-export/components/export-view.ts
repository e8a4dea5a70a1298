import { tokyoLocalTime } from '@/lib/tokyo-time';
import { copyText } from '@/components/grid/bulk/cell-text';
import type { GridColumn } from '@/components/grid/types';
import { EXPORT_ID_HEADER } from '../../shared/model/export-id';

/**
 * The table as the person sees it, for a file: the rows that pass the search and filters in the
 * current order, the visible columns in screen order (the bin left out), a header row of the
 * columns' headers, and each value as the cell shows it (dates YYYY/MM/DD, nothing for 未設定,
 * ★ for a favourite): what the grid copies. Last, the row's id (`EXPORT_ID_HEADER`), which an
 * import of the file uses to find the row again.
 */
export function exportCells<Row extends { id: string }>(
  rows: readonly Row[],
  columns: readonly GridColumn<Row>[],
): string[][] {
  const exported = columns.filter((column) => column.kind !== 'delete');
  return [
    [...exported.map((column) => column.header), EXPORT_ID_HEADER],
    ...rows.map((row) => [...exported.map((column) => copyText(column, row)), row.id]),
  ];
}

export type ExportFormat = 'csv-utf8' | 'csv-sjis' | 'xlsx';

/** `SA_2026-11-24_1530.csv`: the table, then the date and time in Japan. */
export function exportFileName(table: string, format: ExportFormat, now: Date): string {
  const local = tokyoLocalTime(now);
  const stamp = `${local.slice(0, 10)}_${local.slice(11, 13)}${local.slice(14, 16)}`;
  return `${table}_${stamp}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;
}
