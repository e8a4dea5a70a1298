import type { GridColumn } from './types';

/**
 * One person's layout of a table: column widths they dragged and columns they hid. Only what
 * differs from the table's defaults is kept, so a new column appears, and a changed default
 * width applies, without anyone resetting anything.
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

/** The columns as this person sees them: hidden ones left out, their widths applied. */
export function applyLayout<Row>(
  columns: readonly GridColumn<Row>[],
  layout: ColumnLayout,
): GridColumn<Row>[] {
  return columns
    .filter((column) => column.alwaysShown || !layout.hidden.includes(column.id))
    .map((column) => {
      const width = layout.widths[column.id];
      return width === undefined ? column : { ...column, width };
    });
}

export function resizeColumn(layout: ColumnLayout, id: string, width: number): ColumnLayout {
  return { ...layout, widths: { ...layout.widths, [id]: clampWidth(width) } };
}

export function setHidden(layout: ColumnLayout, id: string, hidden: boolean): ColumnLayout {
  const rest = layout.hidden.filter((other) => other !== id);
  return { ...layout, hidden: hidden ? [...rest, id] : rest };
}

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
