import type { CSSProperties, ReactNode } from 'react';

/**
 * What a cell holds and how it edits:
 * - text, multiline (Shift+Enter = line break), date (the browser's date picker), select
 *   (saves as soon as a value is chosen), suggest (free text with an option list's suggestions),
 *   url (an external-link icon), contact (an icon chosen by the content): edited in place;
 * - favorite (a star toggle) and delete (a bin button): buttons, never an editor.
 */
/**
 * The longest text a cell's editor takes (characters): the customer tables' rules refuse longer
 * values (firestore.rules, customerValueFits), so typing stops here instead of failing on save.
 */
export const CELL_TEXT_MAX = 10_000;

export type CellKind =
  'text' | 'multiline' | 'date' | 'select' | 'suggest' | 'url' | 'contact' | 'favorite' | 'delete';

export interface GridColumn<Row> {
  /** Stable id; for editable kinds also the field written on save. */
  id: string;
  /** Header text; also the accessible name of the header and of the cell editor. */
  header: string;
  /** Shown instead of the header text (e.g. a star); the text stays the accessible name. */
  headerIcon?: ReactNode;
  width: number;
  kind: CellKind;
  /** The cell's value as text ('true' / '' for favourite). */
  value: (row: Row) => string;
  /** select: the choices (a blank choice is added first). */
  options?: readonly { value: string; label: string }[];
  /** select: a search box filters the choices (a long list, such as a table's rows). */
  searchable?: boolean;
  /** suggest: labels offered while typing. */
  suggestions?: readonly string[];
  /** Replaces the default display (e.g. a badge); editing stays the kind's. */
  render?: (row: Row) => ReactNode;
  /** Extra style of the cell (e.g. a tint from an option colour). */
  cellStyle?: (row: Row) => CSSProperties | undefined;
  /** url / favorite / delete: accessible name of the link or button for this row. */
  actionLabel?: (row: Row) => string;
  /** Stays visible at the left edge when the table scrolls sideways. */
  sticky?: boolean;
  /** Cannot be hidden from the 表示列 menu (the star, the client name, the bin). */
  alwaysShown?: boolean;
  readOnly?: boolean;
  /** Shown (muted) when the value is empty, e.g. '未設定'. */
  emptyText?: string;
  /** text / multiline: http(s) URLs in the value become links opening in a new tab. */
  linkify?: boolean;
  /** The header is a button that asks the owner to sort by this column. */
  sortable?: boolean;
  /** This column's own save-failure message; default: the grid's `messages.saveFailed`. */
  saveFailed?: string;
  /** A soft warning for a value being typed in a row (the editor shows it; the save goes ahead). */
  warn?: (value: string, rowId: string) => string | null;
  /**
   * The column that names the row (the client name): it carries the row's actions and the
   * mark of who else is editing the row, so both stay in view when the table scrolls sideways.
   */
  rowHeader?: boolean;
}

/** Someone else editing a row (live presence): who, and the cell they have open (or null). */
export interface GridPresenceMark {
  sessionId: string;
  name: string;
  initial: string;
  columnId: string | null;
}

export interface GridSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

export const EDITABLE_KINDS: ReadonlySet<CellKind> = new Set([
  'text',
  'multiline',
  'date',
  'select',
  'suggest',
  'url',
  'contact',
]);

export function isEditable<Row>(column: GridColumn<Row>): boolean {
  return !column.readOnly && EDITABLE_KINDS.has(column.kind);
}

/** Texts the grid shows that differ per table (the spec gives each table its own). */
export interface GridMessages {
  /** A cell save failed, e.g. '更新に失敗しました'. */
  saveFailed: string;
}
