import { useEffect, useMemo, useState } from 'react';
import type { GridColumn } from '@/components/grid/types';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio-group';
import { notify } from '@/components/ui/toast';
import { downloadFile } from '@/lib/download';
import { exportCells, exportFileName, type ExportFormat } from './export-view';
import type { Unmappable } from '@/lib/shift-jis';
import { exportFile } from './export-file';
import { customerTableStrings as s } from '../../strings';

const FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'csv-utf8', label: s.formatUtf8, hint: s.formatUtf8Hint },
  { format: 'csv-sjis', label: s.formatSjis, hint: s.formatSjisHint },
  { format: 'xlsx', label: s.formatXlsx, hint: s.formatXlsxHint },
];

/** Rows named in the Shift_JIS report before 'ほか'. */
const NAMED_ROWS = 5;

function describeUnmappable(found: readonly Unmappable[]): string {
  // Row 0 is the header; the data rows count from 1, as the table shows them.
  const rows = [...new Set(found.map((item) => item.row))];
  const named = rows.slice(0, NAMED_ROWS).map((row) => (row === 0 ? '見出し' : s.sjisRow(row)));
  return (rows.length > NAMED_ROWS ? [...named, `ほか${rows.length - NAMED_ROWS}行`] : named).join(
    '、',
  );
}

/**
 * The toolbar's export: exactly the current view (rows as filtered and sorted, visible columns in
 * screen order) as CSV UTF-8 with BOM, CSV Shift_JIS or .xlsx. For Shift_JIS the characters it
 * cannot hold are counted and named by row before the file is saved.
 */
export function ExportDialog<Row extends { id: string }>({
  open,
  onClose,
  table,
  rows,
  columns,
  goAhead,
  now = () => new Date(),
}: {
  open: boolean;
  onClose: () => void;
  /** The file name's prefix: 'SA', 'OB'. */
  table: string;
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
  /**
   * Asks the server before the file is made: it checks the export right and records the export
   * in the 監査ログ (rows counted). A refusal stops the export.
   */
  goAhead: (rowCount: number) => Promise<void>;
  now?: () => Date;
}) {
  const [format, setFormat] = useState<ExportFormat>('csv-utf8');
  const [busy, setBusy] = useState(false);
  const [unmappable, setUnmappable] = useState<Unmappable[] | null>(null);
  const cells = useMemo(() => (open ? exportCells(rows, columns) : []), [open, rows, columns]);

  useEffect(() => {
    if (!open || format !== 'csv-sjis') return;
    let current = true;
    void import('@/lib/shift-jis').then(({ findUnmappable }) => {
      if (current) setUnmappable(findUnmappable(cells));
    });
    return () => {
      current = false;
      setUnmappable(null);
    };
  }, [open, format, cells]);

  async function run() {
    setBusy(true);
    try {
      await goAhead(cells.length - 1);
      const blob = await exportFile(cells, format);
      downloadFile(exportFileName(table, format, now()), blob, blob.type);
      notify.success(s.exported(cells.length - 1));
      onClose();
    } catch (error) {
      console.error('export failed', error);
      notify.error(s.exportFailed);
    } finally {
      setBusy(false);
    }
  }

  const checking = format === 'csv-sjis' && unmappable === null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={s.exportTitle}
      // The columns on screen: the file's last column is the row's id (export-view.ts).
      description={s.exportDescription(Math.max(0, cells.length - 1), (cells[0]?.length ?? 1) - 1)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {s.cancel}
          </Button>
          <Button onClick={() => void run()} disabled={busy || checking} aria-busy={busy}>
            {busy ? s.exporting : s.exportRun}
          </Button>
        </>
      }
    >
      <RadioGroup
        name="export-format"
        legend={s.exportFormat}
        stacked
        value={format}
        onChange={setFormat}
        options={FORMATS.map((item) => ({
          value: item.format,
          label: item.label,
          hint: item.hint,
        }))}
      />
      {format === 'csv-sjis' ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          {checking
            ? s.sjisChecking
            : unmappable && unmappable.length > 0
              ? s.sjisReplaced(unmappable.length, describeUnmappable(unmappable))
              : null}
        </p>
      ) : null}
    </Modal>
  );
}
