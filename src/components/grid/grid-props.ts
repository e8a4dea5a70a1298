import type { ReactNode } from 'react';
import type { GridColumn, GridMessages, GridPresenceMark, GridSort } from './types';
import type { CellEdit } from './undo-stack';

/** Editing one cell at a time: how a cell is written, and what the grid tells its owner. */
export interface GridEditing<Row> {
  /**
   * Writes one field. For editable columns `column.id` is the field name, in the row and in the
   * stored document. Reject to keep the editor open with the failure message.
   */
  onSave: (rowId: string, field: string, value: string) => Promise<void>;
  /** The latest stored row by id, filters aside (for the conflict check); default: from `rows`. */
  latestRow?: (id: string) => Row | undefined;
  /** Hold live updates (show the rows as they were) while true, e.g. while a delete runs. */
  holdUpdates?: boolean;
  /** Called when a cell editor opens or closes. */
  onEditingChange?: (editing: boolean) => void;
  /**
   * Read only (the member may not edit): no cell opens an editor, nothing is written, and a key
   * that would edit (typing, Enter, F2, Delete, paste, fill) shows this message instead.
   */
  readOnly?: string;
}

/** Paste, clear, fill down and their undo. Without it the grid copies but does not write. */
export interface GridBulk {
  /**
   * Writes many cells in one batched write: each edit's `after` into its field. Reject with
   * `CellsSaveError` naming the edits not stored.
   */
  onSaveCells: (edits: readonly CellEdit[]) => Promise<void>;
}

/** Live presence: who else edits which row, and what this grid is editing. */
export interface GridPresence {
  /** Others editing rows right now, by row id. */
  marks: ReadonlyMap<string, readonly GridPresenceMark[]>;
  /**
   * What this grid is doing, for the others: the open cell, or the rows a paste / fill / clear
   * is writing (null: nothing).
   */
  onActivityChange?: (activity: GridActivity | null) => void;
}

/** The rows (and the open cell) this grid is editing or writing. */
export interface GridActivity {
  rowIds: readonly string[];
  columnId: string | null;
}

/** Size and order: the table's width, the rows' height, the sort and column widths. */
export interface GridLayout {
  /** Total width in px (the spec fixes it per table). */
  width: number;
  rowHeight?: number;
  /** The current sort (drawn as an arrow and `aria-sort` on sortable headers). */
  sort?: GridSort | null;
  /** A sortable header was clicked. */
  onSortChange?: (columnId: string) => void;
  /** A column's edge was dragged (or moved by keys) to a new width; null: back to its default. */
  onColumnResize?: (columnId: string, width: number | null) => void;
}

/** What each row carries besides its cells. */
export interface GridRowParts<Row> {
  className?: (row: Row) => string | undefined;
  /** The star (favorite) column's toggle. */
  onToggle?: (row: Row, columnId: string) => void;
  /** The bin (delete) column's button. */
  onDelete?: (row: Row) => void;
  /** Each row's actions, drawn in its `rowHeader` cell (stable callback: rows are memoised). */
  renderActions?: (row: Row) => ReactNode;
}

export interface EditableGridProps<Row extends { id: string }> {
  /** Accessible name of the grid. */
  label: string;
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
  messages: GridMessages;
  /** Shown under the header when there are no rows. */
  empty?: ReactNode;
  editing: GridEditing<Row>;
  bulk?: GridBulk;
  presence?: GridPresence;
  layout: GridLayout;
  rowParts?: GridRowParts<Row>;
  /** A cell to scroll to and focus once its row is shown (a link to the row). */
  focusTarget?: { rowId: string; columnId: string } | null;
}
