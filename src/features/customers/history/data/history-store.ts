import { CUSTOMER_HISTORY } from '@/contracts/collections';
import { backend, type DocumentData, type Unsubscribe } from '@/lib/backend';
import { isOmittedValue } from '../../shared/model/history-bounds';
import {
  sameStoredValue,
  type FieldChange,
  type HistoryAuthor,
  type HistoryKind,
  type HistoryMerge,
} from '../../shared/model/history-diff';
import { undoMerge } from '../../duplicates/data/merge-rows';
import { instantOf } from '@/lib/tokyo-time';

/** The newest entries a row's panel shows (a row edited every working day for a year: ~250). */
export const HISTORY_LIMIT = 300;

/** One stored history entry, as the panel reads it. */
export interface HistoryEntry {
  id: string;
  kind: HistoryKind;
  clientName: string;
  changes: readonly FieldChange[];
  by: HistoryAuthor | null;
  /** A survey answer's write: the response that landed. */
  response: { surveyId: string; responseId: string } | null;
  /** A merge's entry (名寄せ) and whether it was undone since, or its undo's entry. */
  merge: (HistoryMerge & { undone: boolean }) | null;
  at: Date | null;
}

const KINDS: readonly HistoryKind[] = ['create', 'update', 'delete', 'merge', 'unmerge'];

function mergeOf(value: unknown, undone: unknown): HistoryEntry['merge'] {
  const { mergeId, mergedId, mergedClientName } = (value ?? {}) as Record<string, unknown>;
  return typeof mergeId === 'string' && typeof mergedId === 'string'
    ? {
        mergeId,
        mergedId,
        mergedClientName: typeof mergedClientName === 'string' ? mergedClientName : '',
        undone: undone === true,
      }
    : null;
}

function responseOf(value: unknown): HistoryEntry['response'] {
  const { surveyId, responseId } = (value ?? {}) as Record<string, unknown>;
  return typeof surveyId === 'string' && typeof responseId === 'string'
    ? { surveyId, responseId }
    : null;
}

export function parseHistoryEntry(id: string, data: DocumentData): HistoryEntry {
  const by = data.by as { uid?: unknown; name?: unknown } | null | undefined;
  const changes = Array.isArray(data.changes) ? (data.changes as unknown[]) : [];
  return {
    id,
    kind: KINDS.includes(data.kind as HistoryKind) ? (data.kind as HistoryKind) : 'update',
    clientName: typeof data.clientName === 'string' ? data.clientName : '',
    changes: changes.flatMap((change): FieldChange[] => {
      if (!change || typeof change !== 'object') return [];
      const { field, before, after } = change as Record<string, unknown>;
      return typeof field === 'string'
        ? [{ field, before: before ?? null, after: after ?? null }]
        : [];
    }),
    by:
      by && typeof by.uid === 'string'
        ? { uid: by.uid, name: typeof by.name === 'string' ? by.name : '' }
        : null,
    response: responseOf(data.response),
    merge: mergeOf(data.merge, data.undone),
    at: instantOf(data.at),
  };
}

/** A row's history, newest first, live (a revert's own entry appears as soon as it is written). */
export function subscribeRowHistory(
  table: string,
  rowId: string,
  onChange: (entries: HistoryEntry[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    CUSTOMER_HISTORY,
    {
      where: [
        { field: 'table', value: table },
        { field: 'rowId', value: rowId },
      ],
      orderBy: { field: 'at', direction: 'desc' },
      limit: HISTORY_LIMIT,
    },
    (docs) => onChange(docs.map((doc) => parseHistoryEntry(doc.id, doc.data))),
    onError,
  );
}

/** Why a revert was refused: the row is gone, or the field changed again since the entry. */
export class RevertRefused extends Error {
  constructor(
    readonly reason: 'deleted' | 'changed' | 'omitted',
    /** The field's value now (for 'changed'). */
    readonly current: unknown = null,
  ) {
    super(
      reason === 'deleted'
        ? 'the customer was deleted'
        : reason === 'changed'
          ? 'the field has changed since'
          : 'the history keeps only the start of this value',
    );
    this.name = 'RevertRefused';
  }
}

/**
 * Writes an entry's before-value back, as a new change (the trigger records it like any other),
 * only while the field still holds the entry's after-value: checked and written in one
 * transaction, so a change made meanwhile by someone else is never overwritten.
 */
export async function revertChange(
  table: string,
  rowId: string,
  change: FieldChange,
): Promise<void> {
  // A value too long for the history is kept as its start only: there is nothing to write back.
  if (isOmittedValue(change.before) || isOmittedValue(change.after))
    throw new RevertRefused('omitted');
  await backend().data.runTransaction(async (tx) => {
    const row = await tx.get(table, rowId);
    if (!row) throw new RevertRefused('deleted');
    const current = row.data[change.field];
    if (!sameStoredValue(current, change.after))
      throw new RevertRefused('changed', current ?? null);
    // An empty before-value was '' or a missing text field: the app stores text fields as ''.
    tx.update(table, rowId, { [change.field]: change.before ?? '' });
  });
}

/** One table's history, as its screen reads and reverts it (the feature's data/ makes it). */
export interface HistorySource {
  subscribe(
    rowId: string,
    onChange: (entries: HistoryEntry[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  revert(rowId: string, change: FieldChange): Promise<void>;
  /** 統合を元に戻す (名寄せ): throws with the reason to show when refused. */
  undoMerge(mergeId: string): Promise<void>;
}

export function historySource(table: string, by: HistoryAuthor): HistorySource {
  return {
    subscribe: (rowId, onChange, onError) => subscribeRowHistory(table, rowId, onChange, onError),
    revert: (rowId, change) => revertChange(table, rowId, change),
    undoMerge: async (mergeId) => {
      await undoMerge(mergeId, by);
    },
  };
}
