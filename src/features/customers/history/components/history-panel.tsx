import { useEffect, useId, useMemo, useState } from 'react';
import { FormField, Select } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import type { HistoryEntry, HistorySource } from '../data/history-store';
import { customerTableStrings as s } from '../../strings';
import { HistoryItem } from './history-item';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; entries: HistoryEntry[] };

/** The row's history, live, for as long as the panel shows that row. */
function useRowHistory(source: HistorySource, rowId: string | null, attempt: number): Loaded {
  const [loaded, setLoaded] = useState<{ rowId: string | null; state: Loaded }>({
    rowId: null,
    state: { status: 'loading' },
  });
  useEffect(() => {
    if (!rowId) return;
    return source.subscribe(
      rowId,
      (entries) => setLoaded({ rowId, state: { status: 'ready', entries } }),
      (error) => {
        console.error('history: read failed', error);
        setLoaded({ rowId, state: { status: 'error', error } });
      },
    );
  }, [source, rowId, attempt]);
  return loaded.rowId === rowId ? loaded.state : { status: 'loading' };
}

const NO_ENTRIES: readonly HistoryEntry[] = [];

/** The fields an entry list touches, in the order they first appear. */
function fieldsOf(entries: readonly HistoryEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.changes.map((change) => change.field)))];
}

export interface HistoryPanelProps {
  /** The row whose history is shown; null: closed. */
  row: { id: string; clientName: string } | null;
  source: HistorySource;
  /** A field's Japanese header (the table's column header). */
  fieldLabel: (field: string) => string;
  onClose: () => void;
}

/**
 * A customer's history beside the table: entries newest first (JST time, who, what changed from
 * what), a filter by field, and 元に戻す on a change, which writes the before-value back as a
 * new change, refused with the current value when the field has changed again since.
 */
export function HistoryPanel({ row, source, fieldLabel, onClose }: HistoryPanelProps) {
  const filterId = useId();
  const [attempt, setAttempt] = useState(0);
  // The field filter belongs to the row it was chosen on: another row's 履歴 (the panel stays
  // open beside the table) starts with every field.
  const [filter, setFilter] = useState<{ rowId: string | null; field: string }>({
    rowId: null,
    field: '',
  });
  const field = filter.rowId === (row?.id ?? null) ? filter.field : '';
  const setField = (chosen: string) => setFilter({ rowId: row?.id ?? null, field: chosen });
  const loaded = useRowHistory(source, row?.id ?? null, attempt);
  const entries = loaded.status === 'ready' ? loaded.entries : NO_ENTRIES;
  const fields = useMemo(() => fieldsOf(entries), [entries]);
  const shown = useMemo(
    () =>
      field === ''
        ? entries
        : entries.flatMap((entry) => {
            const changes = entry.changes.filter((change) => change.field === field);
            return changes.length > 0 ? [{ ...entry, changes }] : [];
          }),
    [entries, field],
  );

  return (
    <Modal
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) {
          setField('');
          onClose();
        }
      }}
      placement="side"
      size="md"
      title={s.historyTitle(row?.clientName ?? '')}
      description={s.historyDescription}
    >
      {loaded.status === 'loading' ? (
        <LoadingState text={s.historyLoading} />
      ) : loaded.status === 'error' ? (
        <ErrorState message={s.historyLoadFailed} onRetry={() => setAttempt((n) => n + 1)} />
      ) : entries.length === 0 ? (
        <EmptyState title={s.historyEmpty} />
      ) : (
        <div className="space-y-3">
          <FormField id={filterId} label={s.historyField}>
            <Select
              id={filterId}
              value={field}
              onChange={(event) => setField(event.target.value)}
              options={[
                { value: '', label: s.historyAllFields },
                ...fields.map((key) => ({ value: key, label: fieldLabel(key) })),
              ]}
            />
          </FormField>
          {shown.length === 0 ? (
            <p className="text-sm text-slate-600">{s.historyNoMatch}</p>
          ) : (
            <ol className="space-y-3" aria-label={s.history}>
              {shown.map((entry) => (
                <HistoryItem
                  key={entry.id}
                  entry={entry}
                  rowId={row!.id}
                  source={source}
                  fieldLabel={fieldLabel}
                />
              ))}
            </ol>
          )}
        </div>
      )}
    </Modal>
  );
}
