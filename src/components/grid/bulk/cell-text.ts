import { toIsoDate } from '@/lib/iso-date';
import { isEditable, type GridColumn } from '../types';

/**
 * A cell's value as text for the clipboard, as the cell shows it: dates as YYYY/MM/DD, a
 * select's label, the star as ★, nothing for an empty cell (the muted '未設定' is not a value).
 */
export function copyText<Row>(column: GridColumn<Row>, row: Row): string {
  const value = column.value(row);
  switch (column.kind) {
    case 'favorite':
      return value === 'true' ? '★' : '';
    case 'delete':
      return '';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '/') : value;
    case 'select':
      return column.options?.find((option) => option.value === value)?.label ?? value;
    default:
      return value;
  }
}

export type PastedValue = { ok: true; value: string } | { ok: false };

/**
 * Pasted text as the value a cell stores, by the column's kind, or `ok: false` when it does not
 * fit (the cell is left as it is and reported). An empty text clears any editable cell.
 * - date: 2026/1/5, 2026-01-05, 2026.1.5, 2026年1月5日 (full-width digits too) → 2026-01-05;
 * - select: one of its options, by label or value, ignoring case and full/half width;
 * - anything else editable: the text as it is (line breaks only where the cell has lines).
 */
export function pastedValue<Row>(column: GridColumn<Row>, text: string): PastedValue {
  if (!isEditable(column)) return { ok: false };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: '' };
  switch (column.kind) {
    case 'date': {
      const date = parseDate(trimmed);
      return date ? { ok: true, value: date } : { ok: false };
    }
    case 'select': {
      const wanted = fold(trimmed);
      const option = column.options?.find(
        (o) => fold(o.label) === wanted || fold(o.value) === wanted,
      );
      return option ? { ok: true, value: option.value } : { ok: false };
    }
    case 'multiline':
      return { ok: true, value: text.replace(/\r\n?/g, '\n') };
    default:
      return { ok: true, value: text.replace(/[\r\n]+/g, ' ').trim() };
  }
}

const fold = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/** A calendar date in one of the usual Japanese spellings, as YYYY-MM-DD; null otherwise. */
export function parseDate(text: string): string | null {
  return toIsoDate(text) || null;
}
