import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import type { HistoryEntry, HistorySource } from '../data/history-store';
import { historyValueText } from '../../shared/model/history-text';
import { duplicateStrings as s } from '../../duplicates/strings';

/**
 * A merge's history entry (名寄せ): which row was merged in, the values it brought, and
 * 統合を元に戻す while the merge stands; or the entry of its undo.
 */
export function MergeLines({
  entry,
  source,
  fieldLabel,
}: {
  entry: HistoryEntry;
  source: HistorySource;
  fieldLabel: (field: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const merge = entry.merge;
  const name = merge?.mergedClientName ?? '';

  async function undo() {
    if (!merge) return;
    setBusy(true);
    setRefusal(null);
    try {
      await source.undoMerge(merge.mergeId);
      notify.success(s.mergeUndone);
    } catch (error) {
      // The refusal's own words (the row changed since, it is gone) say what to do.
      const message = error instanceof Error && error.message ? error.message : s.undoMergeFailed;
      console.error('history: undo of a merge failed', error);
      setRefusal(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-1 space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-slate-800">
          {entry.kind === 'merge' ? s.historyMerged(name) : s.historyUnmerged(name)}
        </p>
        {entry.kind === 'merge' && merge && !merge.undone ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void undo()}
            disabled={busy}
            className="shrink-0"
          >
            <Undo2 className="h-3.5 w-3.5" aria-hidden />
            {busy ? s.undoingMerge : s.undoMerge}
          </Button>
        ) : null}
      </div>
      {entry.changes.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-xs text-slate-600">
            {s.historyMergeValues(entry.changes.length)}
          </summary>
          <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
            {entry.changes.map((change) => (
              <li key={change.field}>
                {fieldLabel(change.field)}: {historyValueText(change.before)} →{' '}
                {historyValueText(change.after)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {refusal ? (
        <p className="text-xs text-red-700" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
