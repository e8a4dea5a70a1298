import { useCallback, useMemo, type ClipboardEvent, type RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { copyCells, planClear, planFillDown, planPaste } from './bulk/bulk-plan';
import { parseClipboardText, toClipboardText } from './bulk/clipboard-text';
import { cellCount } from './bulk/range';
import { useBulkEdit, type BulkEditOptions } from './bulk/use-bulk-edit';
import { cellOfElement, type RangeSelection } from './bulk/use-range-selection';
import type { CellRef, EditState } from './edit-state';
import type { GridMenuActions } from './grid-context-menu';
import { gridStrings } from './strings';

/**
 * The clipboard and the multi-cell writes of the selected range: copy (Ctrl+C, the menu), paste
 * (Ctrl+V, the menu), clear (Delete) and fill down (Ctrl+D), each planned by bulk-plan.ts and
 * written as one batch (use-bulk-edit.ts), with the overwrite question when cells changed.
 */
export function useGridClipboard<Row extends { id: string }>({
  write,
  shown,
  selection,
  scrollRef,
  editingRef,
  focusCell,
}: {
  /** How the writes run (use-bulk-edit.ts); the rows are numbered as the selection shows them. */
  write: Omit<BulkEditOptions<Row>, 'rowNumber'>;
  shown: readonly Row[];
  selection: RangeSelection;
  scrollRef: RefObject<HTMLDivElement | null>;
  editingRef: RefObject<EditState | null>;
  focusCell: (cell: CellRef) => void;
}) {
  const bulk = useBulkEdit({ ...write, rowNumber: selection.rowNumber });
  const { columns } = write;
  const table = useMemo(() => ({ rows: shown, columns }), [shown, columns]);
  const bounds = selection.bounds;

  const copySelection = useCallback(
    (write: (text: string) => void) => {
      if (!bounds) return;
      write(toClipboardText(copyCells(table, bounds)));
      notify.success(gridStrings.copied(cellCount(bounds)));
    },
    [bounds, table],
  );
  const pasteText = useCallback(
    (text: string) => {
      if (!bounds || !bulk.enabled) return;
      const block = parseClipboardText(text);
      if (block.length > 0) bulk.apply(planPaste(table, bounds, block), 'paste');
    },
    [bulk, bounds, table],
  );
  const clearSelection = useCallback(() => {
    if (bounds && bulk.enabled) bulk.apply(planClear(table, bounds), 'clear');
  }, [bulk, bounds, table]);
  const fillDown = useCallback(() => {
    if (bounds && bulk.enabled) bulk.apply(planFillDown(table, bounds), 'fill');
  }, [bulk, bounds, table]);

  const menuActions: GridMenuActions = {
    copy: () =>
      copySelection((text) => {
        navigator.clipboard.writeText(text).catch((error: unknown) => {
          console.error('grid: clipboard write failed', error);
        });
      }),
    paste: () => {
      navigator.clipboard.readText().then(pasteText, () => {
        notify.error(gridStrings.clipboardDenied);
      });
    },
    fillDown,
    clear: clearSelection,
  };
  /** A right click outside the selection selects that cell first (as spreadsheets do). */
  const onMenuOpen = (target: EventTarget) => {
    const cell = cellOfElement(target, scrollRef.current);
    if (cell && !selection.contains(cell)) {
      selection.collapse();
      focusCell(cell);
    }
  };
  // On a cell at rest only: in an open editor these are the browser's own text copy and paste.
  const atRest = (event: ClipboardEvent) =>
    cellOfElement(event.target, scrollRef.current) !== null && !editingRef.current;
  const onCopy = (event: ClipboardEvent) => {
    if (!atRest(event)) return;
    event.preventDefault();
    copySelection((text) => event.clipboardData.setData('text/plain', text));
  };
  const onPaste = (event: ClipboardEvent) => {
    if (!atRest(event)) return;
    event.preventDefault();
    pasteText(event.clipboardData.getData('text/plain'));
  };

  const question = (
    <ConfirmDialog
      open={bulk.question !== null}
      title={gridStrings.bulkConflictTitle}
      message={bulk.question ? gridStrings.bulkConflictMessage(bulk.question.cells) : ''}
      confirmLabel={gridStrings.overwrite}
      tone="primary"
      onConfirm={() => bulk.answer(true)}
      onCancel={() => bulk.answer(false)}
    />
  );

  return {
    canWrite: bulk.enabled,
    clearSelection,
    fillDown,
    menuActions,
    onMenuOpen,
    onCopy,
    onPaste,
    question,
  };
}
