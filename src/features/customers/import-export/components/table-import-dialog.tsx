import { FileUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio-group';
import { notify } from '@/components/ui/toast';
import type { CustomerTableSchema } from '@/contracts/customer-schema';
import { useStaffIdentity } from '@/features/auth';
import { recordAuditEvent } from '@/lib/audit-event';
import { readImportFile } from '../data/import-file';
import { importedBeforeFailure, importRows } from '../data/import-rows';
import { csvPreview } from '../../shared/model/csv-import';
import {
  importColumns,
  planTableImport,
  type ImportContext,
  type ImportMode,
} from '../model/table-import';
import { CsvPreviewTable } from './csv-preview-table';
import { ImportFileInput, ImportFooter } from './import-parts';
import { importStrings as s } from './import-strings';

const PREVIEW_ROWS = 5;

type Existing = readonly { id: string }[];

interface ImportProps {
  schema: CustomerTableSchema;
  /** The table's rows (what an import may update, by the file's ID column). */
  rows: Existing;
  /** Whether `rows` are the live ones: until then the button waits (a file would look all new). */
  live: boolean;
  /** Option labels and 関連 rows the cells are read against. */
  context: ImportContext;
}

/** The toolbar's 「CSVインポート」 and its dialog, for a table made from its schema. */
export function TableImportAction({ live, ...props }: ImportProps) {
  const [open, setOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" disabled={!live} onClick={() => setOpen(true)}>
        <FileUp className="h-4 w-4" aria-hidden />
        {s.csvImport}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !next && !importing && close()}
        title={s.title}
        size="3xl"
      >
        {open ? <ImportForm {...props} onClose={close} onImportingChange={setImporting} /> : null}
      </Modal>
    </>
  );
}

/**
 * Choose a file (CSV in UTF-8 or Shift_JIS, or .xlsx), see its first rows and what the whole
 * file would do (model/table-import.ts), then import it in chunks with progress. The table's
 * rows are read when the file is chosen or the mode changes, not on every live delivery: the
 * summary must not move under the reader's eyes.
 */
function ImportForm({
  schema,
  rows,
  context,
  onClose,
  onImportingChange,
}: Omit<ImportProps, 'live'> & {
  onClose: () => void;
  onImportingChange: (importing: boolean) => void;
}) {
  const id = useId();
  const me = useStaffIdentity();
  const [file, setFile] = useState<{ name: string; rows: string[][] } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  /** Writes a failed attempt stored; a new file or mode starts again from none. */
  const [stored, setStored] = useState(0);
  const columns = useMemo(
    () => (file ? importColumns(schema, file.rows[0] ?? []) : null),
    [file, schema],
  );
  const plan = useMemo(
    () =>
      file ? planTableImport({ schema, rows: file.rows, context, existing: rows, mode }) : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file, mode],
  );
  const importing = progress !== null;
  const nameLabel = schema.fields.find((field) => field.role === 'name')!.label;
  const requiredLabels = schema.fields
    .filter((field) => field.required || field.role === 'name')
    .map((field) => field.label)
    .join('・');

  async function chooseFile(chosen: File | undefined) {
    setFile(null);
    setStored(0);
    setReadError(null);
    if (!chosen) return;
    try {
      setFile({ name: chosen.name, rows: await readImportFile(chosen) });
    } catch (error) {
      console.error(`${schema.collection}: import file read failed`, error);
      setReadError(s.fileReadFailed);
    }
  }

  async function runImport() {
    if (!plan || importing) return;
    // What is written: new rows, then the updates that change something (importRows' order).
    const updated = plan.updates.filter((update) => Object.keys(update.fields).length > 0).length;
    const total = plan.adds.length + updated;
    if (total === 0) return notify.warning(s.importNothing);
    setProgress({ done: stored, total });
    onImportingChange(true);
    try {
      // The server checks the export-and-import right and records the import first.
      await recordAuditEvent(
        { kind: 'import', table: schema.collection, view: file?.name ?? '', rowCount: total },
        me,
      );
      await importRows(
        schema.collection,
        plan,
        (done) => setProgress({ done: stored + done, total }),
        new Date(),
        stored,
      );
      notify.success(s.imported(plan.adds.length, updated));
      onImportingChange(false);
      onClose();
    } catch (error) {
      console.error(`${schema.collection}: import failed`, error);
      // A second インポート writes only what this one did not store (no row twice).
      const all = stored + importedBeforeFailure(error);
      setStored(all);
      notify.error(s.importFailed(all));
      setProgress(null);
      onImportingChange(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <p>{s.intro}</p>
        <ul className="mt-2 flex flex-wrap gap-1 text-xs" aria-label={s.title}>
          {schema.fields.map((field) => (
            <li key={field.key} className="rounded bg-white px-1.5 py-0.5 ring-1 ring-slate-200">
              {field.label}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-500">{s.encodingNote}</p>
      </div>
      <ImportFileInput
        label={s.chooseFile}
        disabled={importing}
        error={readError}
        onFile={(file) => void chooseFile(file)}
      />
      {file ? (
        <CsvPreviewTable
          title={s.preview(PREVIEW_ROWS)}
          emptyText={s.previewEmpty}
          preview={csvPreview(file.rows, PREVIEW_ROWS)}
        />
      ) : null}
      {columns && !columns.named ? (
        <p role="alert" className="text-sm text-red-600">
          {s.noNameColumn(nameLabel)}
        </p>
      ) : null}
      {plan && columns?.named ? (
        <section aria-labelledby={`${id}-summary`} className="space-y-3">
          {columns.ignored.length > 0 ? (
            <p className="text-sm text-slate-600">{s.ignoredColumns(columns.ignored.join('、'))}</p>
          ) : null}
          <RadioGroup
            name={`${id}-mode`}
            legend={s.mode}
            stacked
            disabled={importing || stored > 0}
            value={mode}
            onChange={(next) => {
              setMode(next);
              setStored(0);
            }}
            options={[
              { value: 'upsert', label: s.modeUpsert, hint: s.modeUpsertHint },
              { value: 'add', label: s.modeAdd },
            ]}
          />
          <div className="rounded-md border border-slate-200 p-3 text-sm">
            <h3 id={`${id}-summary`} className="mb-1 font-semibold text-slate-700">
              {s.summaryTitle}
            </h3>
            <ul className="space-y-0.5 text-slate-700" data-testid="import-summary">
              <li>{s.summaryAdds(plan.adds.length)}</li>
              <li>{s.summaryUpdates(plan.updates.length)}</li>
              {plan.unchanged > 0 ? <li>{s.summaryUnchanged(plan.unchanged)}</li> : null}
              <li>{s.summarySkipped(plan.skipped, requiredLabels)}</li>
              {plan.unreadable > 0 ? (
                <li className="text-amber-700">{s.summaryUnreadable(plan.unreadable)}</li>
              ) : null}
            </ul>
          </div>
        </section>
      ) : null}
      <ImportFooter
        progress={progress}
        canImport={plan !== null && columns?.named === true}
        labels={{
          cancel: s.cancel,
          import: s.import,
          importing: s.importing,
          progress: s.importProgress,
        }}
        onCancel={onClose}
        onImport={() => void runImport()}
      />
    </div>
  );
}
