import type { GridColumn } from './types';

/**
 * Column widths and hidden columns as this browser kept them per person before saved views
 * (features/customers: moved into a view once, then removed). Read only, defensively.
 */
export interface ColumnLayout {
  widths: Readonly<Record<string, number>>;
  hidden: readonly string[];
}

export const DEFAULT_LAYOUT: ColumnLayout = { widths: {}, hidden: [] };
export const MIN_COLUMN_WIDTH = 48;
export const MAX_COLUMN_WIDTH = 800;
/** One arrow key press on a column edge. */
export const RESIZE_STEP = 16;

export const clampWidth = (width: number) =>
  Math.round(Math.max(MIN_COLUMN_WIDTH, Math.min(MAX_COLUMN_WIDTH, width)));

export const isDefaultLayout = (layout: ColumnLayout) =>
  Object.keys(layout.widths).length === 0 && layout.hidden.length === 0;

/** A stored layout, read defensively: anything unexpected is left out, never an error. */
export function parseLayout(raw: unknown): ColumnLayout {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_LAYOUT;
  const { widths, hidden } = raw as Record<string, unknown>;
  const parsedWidths: Record<string, number> = {};
  if (typeof widths === 'object' && widths !== null)
    for (const [id, width] of Object.entries(widths))
      if (typeof width === 'number' && Number.isFinite(width)) parsedWidths[id] = clampWidth(width);
  return {
    widths: parsedWidths,
    hidden: Array.isArray(hidden)
      ? hidden.filter((id): id is string => typeof id === 'string')
      : [],
  };
}

/**
 * Where each sticky column sticks: after the sticky columns before it (the star, then the client
 * name), so several stay visible side by side; null for the columns that scroll.
 */
export function stickyOffsets<Row>(columns: readonly GridColumn<Row>[]): (number | null)[] {
  let left = 0;
  return columns.map((column) => {
    if (!column.sticky) return null;
    const offset = left;
    left += column.width;
    return offset;
  });
}
