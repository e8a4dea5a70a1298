import { FileUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio-group';
import { notify } from '@/components/ui/toast';
import { SA_LIST } from '@/contracts/collections';
import { recordAuditEvent } from '@/lib/audit-event';
import { useStaffIdentity } from '@/features/auth';
import {
  CsvPreviewTable,
  ImportFileInput,
  ImportFooter,
  csvPreview,
  importedBeforeFailure,
  readImportFile,
} from '@/features/customers';
import { importSaCustomers } from '../data/sa-customers';
import {
  IMPORT_COLUMNS,
  matchColumns,
  planImport,
  type ExistingCustomer,
  type ImportMode,
} from '../model/import-plan';
import { saStrings as s } from '../strings';
import { ImportDuplicates, useImportDuplicates } from './import-duplicates';

/** The customers already in the table (what an import may update, by ID or corporate number). */
type Existing = readonly ExistingCustomer[];

const PREVIEW_ROWS = 5;

interface Parsed {
  fileName: string;
  rows: string[][];
}

/**
 * The toolbar's CSVインポート button and its dialog, over the table's rows; the button waits for
 * the live rows (`live`), as a file compared with none would look all new.
 */
export function SaImportAction({ rows, live }: { rows: Existing; live: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={!live} onClick={() => setOpen(true)}>
        <FileUp className="h-4 w-4" aria-hidden />
        {s.csvImport}
      </Button>
      <SaImportDialog open={open} onClose={() => setOpen(false)} existing={rows} />
    </>
  );
}

/**
 * The spec's CSV import modal (column order, .csv picker, header + 5 rows preview, import), with
 * columns matched by header name when the file names them and existing customers updated by
 * corporate number (model/import-plan.ts), and a summary of the whole file before importing.
 */
export function SaImportDialog({
  open,
  onClose,
  existing,
}: {
  open: boolean;
  onClose: () => void;
  existing: Existing;
}) {
  const [importing, setImporting] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !importing && onClose()}
      title={s.importTitle}
      size="3xl"
    >
      {open ? (
        <SaImportForm onClose={onClose} onImportingChange={setImporting} existing={existing} />
      ) : null}
    </Modal>
  );
}

function SaImportForm({
  onClose,
  onImportingChange,
  existing,
}: {
  onClose: () => void;
  onImportingChange: (importing: boolean) => void;
  existing: Existing;
}) {
  const id = useId();
  const me = useStaffIdentity();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [mode, setMode] = useState<ImportMode>('upsert');
  const match = useMemo(() => (parsed ? matchColumns(parsed.rows[0] ?? []) : null), [parsed]);
  const planned = useMemo(
    () => (parsed && match ? planImport(parsed.rows, match, existing, mode) : null),
    // The table's rows are read when the file is chosen or the mode changes, not on every
    // live delivery: the summary must not move under the user's eyes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [parsed, match, mode],
  );
  const { duplicates, choices, choose, plan } = useImportDuplicates(planned, existing);
  const [readError, setReadError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const importing = progress !== null;

  async function handleFile(file: File | undefined) {
    setParsed(null);
    setReadError(null);
    if (!file) return;
    try {
      setParsed({ fileName: file.name, rows: await readImportFile(file) });
    } catch (error) {
      console.error('import file read failed', error);
      setReadError(s.fileReadFailed);
    }
  }

  async function handleImport() {
    if (!plan || importing) return;
    const { adds, updates, skippedWithoutClient, blankedPriority } = plan;
    if (adds.length + updates.length === 0) {
      notify.warning(s.importNothing);
      return;
    }
    setProgress({ done: 0, total: adds.length + updates.length });
    onImportingChange(true);
    try {
      // The server checks the export-and-import right and records the import first.
      await recordAuditEvent(
        {
          kind: 'import',
          table: SA_LIST,
          view: parsed?.fileName ?? '',
          rowCount: adds.length + updates.length,
        },
        me,
      );
      const { committed } = await importSaCustomers(plan, (done, total) =>
        setProgress({ done, total }),
      );
      const skipped = s.importSkipped(skippedWithoutClient, blankedPriority);
      const done =
        updates.length > 0
          ? s.importedWithUpdates(adds.length, updates.length)
          : s.imported(committed);
      notify.success(skipped ? `${done}（${skipped}）` : done);
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
        <p>{s.importColumnsIntroNamed}</p>
        <ol className="mt-2 flex flex-wrap gap-x-1 gap-y-1 text-xs" aria-label={s.importTitle}>
          {IMPORT_COLUMNS.map((name, index) => (
            <li key={name} className="rounded bg-white px-1.5 py-0.5 ring-1 ring-slate-200">
              {index + 1}. {name}
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-slate-500">{s.importEncodingNote}</p>
      </div>
      <ImportFileInput
        label={s.chooseFile}
        disabled={importing}
        error={readError}
        onFile={(file) => void handleFile(file)}
      />
      {preview ? (
        <CsvPreviewTable
          title={s.preview(PREVIEW_ROWS)}
          emptyText={s.previewEmpty}
          preview={preview}
        />
      ) : null}
      {plan && match ? (
        <section aria-labelledby={`${id}-summary`} className="space-y-3">
          <p className="text-sm text-slate-600">
            {match.by === 'header' ? s.matchedByHeader : s.matchedByPosition}
            {match.ignored.length > 0 ? ` ${s.ignoredColumns(match.ignored.join('、'))}` : ''}
          </p>
          <RadioGroup
            name={`${id}-mode`}
            legend={s.importMode}
            stacked
            disabled={importing}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'upsert', label: s.modeUpsert, hint: s.modeUpsertHint },
              { value: 'add', label: s.modeAdd },
            ]}
          />
          <ImportDuplicates
            duplicates={duplicates}
            choices={choices}
            onChoose={choose}
            disabled={importing}
          />
          <div className="rounded-md border border-slate-200 p-3 text-sm">
            <h3 id={`${id}-summary`} className="mb-1 font-semibold text-slate-700">
              {s.summaryTitle}
            </h3>
            <ul className="space-y-0.5 text-slate-700" data-testid="import-summary">
              <li>{s.summaryAdds(plan.adds.length)}</li>
              <li>{s.summaryUpdates(plan.updates.length)}</li>
              {plan.unchanged > 0 ? <li>{s.summaryUnchanged(plan.unchanged)}</li> : null}
              <li>{s.summarySkipped(plan.skippedWithoutClient)}</li>
              {plan.supersededDuplicates > 0 ? (
                <li>{s.summaryDuplicates(plan.supersededDuplicates)}</li>
              ) : null}
              {plan.suspectCorporateNumbers > 0 ? (
                <li className="text-amber-700">
                  {s.summaryBadNumbers(plan.suspectCorporateNumbers)}
                </li>
              ) : null}
              {plan.unreadableDates + plan.blankedPriority > 0 ? (
                <li className="text-amber-700">
                  {s.summaryWarnings(plan.unreadableDates, plan.blankedPriority)}
                </li>
              ) : null}
            </ul>
          </div>
        </section>
      ) : null}
      <ImportFooter
        progress={progress}
        canImport={plan !== null}
        labels={{
          cancel: s.cancel,
          import: s.import,
          importing: s.importing,
          progress: s.importProgress,
        }}
        onCancel={onClose}
        onImport={() => void handleImport()}
      />
    </div>
  );
}
