import { CSV_BOM, toCsvText } from '@/lib/csv-text';
import type { ExportFormat } from './export-view';

/**
 * The file of one export. CSV cells are neutralised against formulas (csv-text.ts); .xlsx cells
 * are typed as text, which spreadsheets never evaluate and which keeps the corporate number's
 * digits as written. The Shift_JIS encoder and the .xlsx writer are loaded only by the export
 * that uses them.
 */
export async function exportFile(cells: readonly (readonly string[])[], format: ExportFormat) {
  switch (format) {
    case 'csv-utf8':
      return new Blob([CSV_BOM + toCsvText(cells)], { type: 'text/csv;charset=utf-8' });
    case 'csv-sjis': {
      const { encodeShiftJis } = await import('@/lib/shift-jis');
      return new Blob([encodeShiftJis(toCsvText(cells)) as BlobPart], {
        type: 'text/csv;charset=shift_jis',
      });
    }
    case 'xlsx': {
      const { default: writeXlsxFile } = await import('write-excel-file/browser');
      const data = cells.map((row, index) =>
        row.map((value) => ({
          value,
          type: String,
          ...(index === 0 ? { fontWeight: 'bold' as const } : {}),
        })),
      );
      return writeXlsxFile(data, {
        sheet: 'データ',
        stickyRowsCount: 1,
        columns: cells[0]?.map(() => ({ width: 18 })),
      }).toBlob();
    }
  }
}
