import { Undo2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import type { FieldChange } from '../../shared/model/history-diff';
import { RevertRefused, type HistoryEntry, type HistorySource } from '../data/history-store';
import { formatDateTime } from '@/lib/format';
import { historyValueText } from '../../shared/model/history-text';
import { customerTableStrings as s } from '../../strings';
import { MergeLines } from './merge-history-lines';

/**
 * One entry of a row's history: who and when, then its changes (each with 元に戻す), then the
 * owner's `footer` (the timeline's link to a survey answer).
 */
export function HistoryItem({
  entry,
  rowId,
  source,
  fieldLabel,
  footer,
}: {
  entry: HistoryEntry;
  rowId: string;
  source: HistorySource;
  fieldLabel: (field: string) => string;
  footer?: ReactNode;
}) {
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex items-baseline justify-between gap-2 text-xs text-slate-600">
        <time dateTime={entry.at?.toISOString()}>{formatDateTime(entry.at)}</time>
        <span className="font-medium text-slate-800">{entry.by?.name || s.historySystem}</span>
      </div>
      {entry.kind === 'merge' || entry.kind === 'unmerge' ? (
        <MergeLines entry={entry} source={source} fieldLabel={fieldLabel} />
      ) : entry.kind === 'update' ? (
        <ul className="mt-2 space-y-2">
          {entry.changes.map((change) => (
            <ChangeLine
              key={change.field}
              change={change}
              rowId={rowId}
              source={source}
              label={fieldLabel(change.field)}
            />
          ))}
        </ul>
      ) : (
        <>
          <p className="mt-1 font-medium text-slate-800">
            {entry.kind === 'create' ? s.historyCreated : s.historyDeleted}
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer text-xs text-slate-600">
              {entry.kind === 'create'
                ? s.historyFieldsAtCreate(entry.changes.length)
                : s.historyFieldsAtDelete(entry.changes.length)}
            </summary>
            <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
              {entry.changes.map((change) => (
                <li key={change.field}>
                  {fieldLabel(change.field)}:{' '}
                  {historyValueText(entry.kind === 'create' ? change.after : change.before)}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
      {footer}
    </li>
  );
}

function ChangeLine({
  change,
  rowId,
  source,
  label,
}: {
  change: FieldChange;
  rowId: string;
  source: HistorySource;
  label: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const before = historyValueText(change.before);
  const after = historyValueText(change.after);

  async function revert() {
    setBusy(true);
    setRefusal(null);
    try {
      await source.revert(rowId, change);
      notify.success(s.reverted(label));
    } catch (error) {
      const message =
        error instanceof RevertRefused
          ? error.reason === 'deleted'
            ? s.revertDeleted
            : error.reason === 'omitted'
              ? s.revertOmitted
              : s.revertChanged(label, historyValueText(error.current))
          : s.revertFailed;
      if (!(error instanceof RevertRefused)) console.error('history: revert failed', error);
      setRefusal(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p id={id} className="min-w-0 break-words text-slate-800">
          <span className="font-medium">{label}</span>:{' '}
          <span className="text-slate-500 line-through decoration-slate-400">{before}</span>
          {' → '}
          <span className="font-medium text-slate-900">{after}</span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void revert()}
          disabled={busy}
          aria-describedby={id}
          className="shrink-0"
        >
          <Undo2 className="h-3.5 w-3.5" aria-hidden />
          {busy ? s.reverting : s.revert}
        </Button>
      </div>
      {refusal ? (
        <p className="text-xs text-red-700" role="alert">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}
