import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorReason } from '@/lib/error-reason';
import { cellKey } from '../grid-row';
import { conflictingValue } from '../conflict';
import { gridStrings as s } from '../strings';
import type { GridColumn } from '../types';
import type { CellEdit, UndoStep } from '../undo-stack';
import type { BulkPlan } from './bulk-plan';
import { CellsSaveError } from './cells-save-error';

export type BulkAction = 'paste' | 'clear' | 'fill';

/** How many cell names a message lists before 'ほか N件'. */
const NAMED_CELLS = 5;

export function nameCells(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_CELLS).join('、');
  return names.length > NAMED_CELLS ? `${shown} ${s.andMore(names.length - NAMED_CELLS)}` : shown;
}

export interface BulkEditOptions<Row extends { id: string }> {
  columns: readonly GridColumn<Row>[];
  /** A row's number on screen, from 1 (cells are named '優先度（3行目）'). */
  rowNumber: (rowId: string) => number;
  /** The latest stored row by id (for the conflict check). */
  findLatest: (id: string) => Row | undefined;
  saveCells: ((edits: readonly CellEdit[]) => Promise<void>) | undefined;
  /** Holds live updates while true and shows `edits` at once (null: nothing pending). */
  onWriting: (edits: readonly CellEdit[] | null, writing: boolean) => void;
  record: (step: UndoStep, message: string) => void;
  /** A write is running (an undo pressed meanwhile waits for it). */
  track: (write: Promise<unknown>) => void;
  saveFailed: string;
}

const doneMessage: Record<BulkAction, (n: number) => string> = {
  paste: s.pasted,
  clear: s.cleared,
  fill: s.filled,
};

/**
 * Runs a paste, clear or fill plan (bulk-plan.ts) as one batched write and one undo step: the
 * cells show their new values at once and live updates are held while it is written; a cell
 * another member changed since the plan is not overwritten without asking (once, listing the
 * cells); cells that did not fit, or fell outside the table, are reported after.
 */
export function useBulkEdit<Row extends { id: string }>({
  columns,
  rowNumber,
  findLatest,
  saveCells,
  onWriting,
  record,
  track,
  saveFailed,
}: BulkEditOptions<Row>) {
  const [question, setQuestion] = useState<{
    edits: readonly CellEdit[];
    action: BulkAction;
    cells: string;
  } | null>(null);
  // Writes run one after another, in the order they were asked for: a clear pressed while a
  // fill is still being confirmed by the server waits for it instead of being dropped. The
  // cells of every write not yet ended are shown at once, later ones over earlier ones.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const running = useRef<{ count: number; edits: readonly CellEdit[] }>({ count: 0, edits: [] });
  const columnById = useCallback((id: string) => columns.find((c) => c.id === id), [columns]);

  const write = useCallback(
    (edits: readonly CellEdit[], action: BulkAction): Promise<void> => {
      if (!saveCells) return Promise.resolve();
      const shown = running.current;
      running.current = { count: shown.count + 1, edits: [...shown.edits, ...edits] };
      onWriting(running.current.edits, true);
      const run = queue.current.then(async () => {
        let saved = edits;
        try {
          await saveCells(edits);
        } catch (error) {
          const failed = error instanceof CellsSaveError ? new Set(error.failed) : new Set(edits);
          saved = edits.filter((edit) => !failed.has(edit));
          running.current = {
            ...running.current,
            edits: running.current.edits.filter((edit) => !failed.has(edit)),
          };
          console.error('grid: multi-cell save failed', error);
          toast.error(s.notSaved(failed.size, errorReason(error) || saveFailed));
        }
        const left = running.current.count - 1;
        if (left === 0) {
          const written = running.current.edits;
          running.current = { count: 0, edits: [] };
          onWriting(written.length > 0 ? written : null, false);
        } else {
          running.current = { ...running.current, count: left };
        }
        if (saved.length > 0) record(saved, doneMessage[action](saved.length));
      });
      queue.current = run;
      return run;
    },
    [onWriting, record, saveCells, saveFailed],
  );

  const apply = useCallback(
    (plan: BulkPlan, action: BulkAction) => {
      if (plan.rejected.length > 0) {
        const names = plan.rejected.map((cell) =>
          s.cellName(columns[cell.column]?.header ?? '', cell.row + 1),
        );
        toast.warning(s.rejected(plan.rejected.length, nameCells(names)), { duration: 10_000 });
      }
      if (plan.cutRows > 0 || plan.cutColumns > 0)
        toast.warning(s.cut(plan.cutRows, plan.cutColumns), { duration: 10_000 });
      if (plan.changes.length === 0) {
        if (plan.rejected.length === 0) toast.info(s.nothingChanged);
        return;
      }
      // Someone else changed a cell since the plan was made: ask once for all of them.
      // A cell a write of ours still runs on holds what that write puts there.
      const writing = new Map(running.current.edits.map((e) => [cellKey(e.rowId, e.columnId), e]));
      const changedMeanwhile = plan.changes.filter((edit) => {
        const latest = findLatest(edit.rowId);
        const column = columnById(edit.columnId);
        if (latest === undefined || column === undefined) return false;
        const stored =
          writing.get(cellKey(edit.rowId, edit.columnId))?.after ?? column.value(latest);
        return conflictingValue(edit.before, stored, edit.after) !== null;
      });
      if (changedMeanwhile.length > 0) {
        const names = changedMeanwhile.map((edit) =>
          s.cellName(columnById(edit.columnId)?.header ?? '', rowNumber(edit.rowId)),
        );
        setQuestion({ edits: plan.changes, action, cells: nameCells(names) });
        return;
      }
      track(write(plan.changes, action));
    },
    [columnById, columns, findLatest, rowNumber, track, write],
  );

  const answer = useCallback(
    (overwrite: boolean) => {
      const asked = question;
      setQuestion(null);
      if (overwrite && asked) track(write(asked.edits, asked.action));
    },
    [question, track, write],
  );

  return { apply, question, answer, enabled: saveCells !== undefined };
}
