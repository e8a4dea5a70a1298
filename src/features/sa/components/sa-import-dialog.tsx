import { csvHeaders } from '@/lib/customer-table/customer-field';
import { SA_FIELDS } from '../model/sa-fields';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { decodeText } from '@/lib/text-encoding';
import { importedBeforeFailure, importSaCustomers } from '../data/sa-customers';
import { csvPreview, mapCsvRows, parseCsv } from '../model/csv-import';
import { saStrings as s } from '../strings';

/** The import's columns in CSV order, as the table names them (model/sa-fields.ts). */
const IMPORT_COLUMNS = csvHeaders(SA_FIELDS);

const PREVIEW_ROWS = 5;

interface Parsed {
  fileName: string;
  rows: string[][];
}

/** The spec's CSV import modal: column order, .csv picker, header + 5 rows preview, import. */
export function SaImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [importing, setImporting] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !importing && onClose()}
      title={s.importTitle}
      size="3xl"
    >
      {open ? <SaImportForm onClose={onClose} onImportingChange={setImporting} /> : null}
    </Modal>
  );
}

function SaImportForm({
  onClose,
  onImportingChange,
}: {
  onClose: () => void;
  onImportingChange: (importing: boolean) => void;
}) {
  const id = useId();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const importing = progress !== null;

  async function handleFile(file: File | undefined) {
    setParsed(null);
    setReadError(null);
    if (!file) return;
    try {
      const { text } = decodeText(new Uint8Array(await file.arrayBuffer()));
      setParsed({ fileName: file.name, rows: parseCsv(text) });
    } catch (error) {
      console.error('CSV read failed', error);
      setReadError(s.fileReadFailed);
    }
  }

  async function handleImport() {
    if (!parsed || importing) return;
    const { customers, skippedWithoutClient, blankedPriority } = mapCsvRows(parsed.rows);
    if (customers.length === 0) {
      notify.warning(s.importNothing);
      return;
    }
    setProgress({ done: 0, total: customers.length });
    onImportingChange(true);
    try {
      const { committed } = await importSaCustomers(customers, (done, total) =>
        setProgress({ done, total }),
      );
      const skipped = s.importSkipped(skippedWithoutClient, blankedPriority);
      notify.success(skipped ? `${s.imported(committed)}（${skipped}）` : s.imported(committed));
      onImportingChange(false);
      onClose();
    } catch (error) {
      console.error('sa_list: import failed', error);
      notify.error(s.importFailed(importedBeforeFailure(error)));
      setProgress(null);
      onImportingChange(false);
    }
  }

  const preview = parsed ? csvPreview(parsed.rows, PREVIEW_ROWS) : null;

  return (
    <div className="space-y-4">
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <p>{s.importColumnsIntro}</p>
        <ol className="mt-2 flex flex-wrap gap-x-1 gap-y-1 text-xs" aria-label={s.importTitle}>
          {IMPORT_COLUMNS.map((name, index) => (
            <li key={name} className="rounded bg-white px-1.5 py-0.5 ring-1 ring-slate-200">
              {index + 1}. {name}
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-slate-500">{s.importEncodingNote}</p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-700">
          {s.chooseFile}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={importing}
          onChange={(e) => void handleFile(e.target.files?.[0])}
          className="block text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-slate-50"
        />
        {readError ? (
          <p role="alert" className="text-sm text-red-600">
            {readError}
          </p>
        ) : null}
      </div>
      {preview ? (
        <section aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="mb-2 text-sm font-semibold text-slate-700">
            {s.preview(PREVIEW_ROWS)}
          </h3>
          <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
            <table className="min-w-full text-xs" data-testid="csv-preview">
              <thead className="bg-slate-50">
                <tr>
                  {preview.header.map((cell, index) => (
                    <th
                      key={index}
                      scope="col"
                      className="px-2 py-1.5 text-left font-semibold whitespace-nowrap text-slate-600"
                    >
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c} className="max-w-48 truncate px-2 py-1.5 whitespace-nowrap">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.rows.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">{s.previewEmpty}</p>
          ) : null}
        </section>
      ) : null}
      {progress ? (
        <div className="space-y-1">
          <progress
            className="h-2 w-full overflow-hidden rounded bg-slate-100 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-blue-600"
            value={progress.done}
            max={progress.total}
            aria-label={s.importing}
          />
          <p className="text-xs text-slate-600" aria-live="polite">
            {s.importProgress(progress.done, progress.total)}
          </p>
        </div>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={importing}>
          {s.cancel}
        </Button>
        <Button onClick={() => void handleImport()} disabled={!parsed || importing}>
          {importing ? s.importing : s.import}
        </Button>
      </div>
    </div>
  );
}
