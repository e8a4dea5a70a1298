import { useId } from 'react';
import { Button } from '@/components/ui/button';

/** What an import reads: CSV (UTF-8 or Shift_JIS) or the first sheet of an .xlsx. */
const IMPORT_ACCEPT =
  '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An import's file picker, labelled, with the reading error under it. */
export function ImportFileInput({
  label,
  disabled,
  error,
  onFile,
}: {
  label: string;
  disabled: boolean;
  error: string | null;
  onFile: (file: File | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={IMPORT_ACCEPT}
        disabled={disabled}
        onChange={(event) => onFile(event.target.files?.[0])}
        className="block text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-slate-50"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The end of an import dialog: while it runs, a progress bar named for screen readers with
 * 'done / total件' announced; then キャンセル and インポート (both off while it runs).
 */
export function ImportFooter({
  progress,
  canImport,
  labels,
  onCancel,
  onImport,
}: {
  progress: { done: number; total: number } | null;
  canImport: boolean;
  labels: {
    cancel: string;
    import: string;
    importing: string;
    progress: (done: number, total: number) => string;
  };
  onCancel: () => void;
  onImport: () => void;
}) {
  const importing = progress !== null;
  return (
    <>
      {progress ? (
        <div className="space-y-1">
          <progress
            className="[&::-webkit-progress-value]:bg-brand-600 h-2 w-full overflow-hidden rounded bg-slate-100 [&::-webkit-progress-bar]:bg-slate-100"
            value={progress.done}
            max={progress.total}
            aria-label={labels.importing}
          />
          <p className="text-xs text-slate-600" aria-live="polite">
            {labels.progress(progress.done, progress.total)}
          </p>
        </div>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={importing}>
          {labels.cancel}
        </Button>
        <Button onClick={onImport} disabled={!canImport || importing}>
          {importing ? labels.importing : labels.import}
        </Button>
      </div>
    </>
  );
}
