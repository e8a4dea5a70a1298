import { choicesOrNothing, isRecord, stringList } from './view-parse';

/**
 * A saved view of SA or OB: the toolbar's filters (search text included), the sort, and the
 * columns (order, widths, hidden, pinned to the left). Stored in `customerViews`, personal or
 * shared (firestore.rules); read back against the table as it is today, since columns and
 * option lists change after a view was saved (`viewFor`).
 */
export interface ViewColumns {
  /** Every column id in screen order (pinned ones are drawn first, in this order). */
  order: readonly string[];
  widths: Readonly<Record<string, number>>;
  hidden: readonly string[];
  /** Stay at the left edge while the table scrolls sideways. */
  pinned: readonly string[];
}

export interface ViewSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

export interface ViewState {
  /** Filter name -> a value ('' for none) or values (the progress multi-select). */
  filters: Readonly<Record<string, string | readonly string[]>>;
  sort: ViewSort | null;
  columns: ViewColumns;
}

/** What a view is read against: the table's columns and filters as the app has them today. */
export interface ViewTable {
  /** Column ids in the table's own (the specification's) order. */
  columnIds: readonly string[];
  /** Columns nobody can hide (the star, the client name, the bin). */
  alwaysShown: readonly string[];
  /** Pinned when a view says nothing else: the star and the client name. */
  defaultPinned: readonly string[];
  /** Each filter's empty value: '' or []. */
  emptyFilters: Readonly<Record<string, string | readonly string[]>>;
  /** The values a filter may hold today (option lists and values in the data); absent: any. */
  choices: Readonly<Record<string, readonly string[]>>;
  minWidth: number;
  maxWidth: number;
}

/**
 * The most characters a view's stored state may have: the rules refuse more (a state is one JSON
 * text, so every value in it is bounded at once; a view of every column with its width and pins,
 * and every filter set, stays well under it).
 */
export const VIEW_STATE_MAX_CHARS = 20_000;

/** A view's state as it is stored: one JSON text (VIEW_STATE_MAX_CHARS). */
export const storedViewState = (state: ViewState): string => JSON.stringify(state);

/**
 * A stored state for `viewFor`: the JSON text views are saved as, or the map views saved before
 * it held. What does not parse reads as nothing (the table's default view).
 */
export function readStoredViewState(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return null;
  }
}

/** The view of a table nobody has changed: its order, the default pins, no filter, no sort. */
export function defaultView(table: ViewTable): ViewState {
  return {
    filters: table.emptyFilters,
    sort: null,
    columns: {
      order: table.columnIds,
      widths: {},
      hidden: [],
      pinned: table.defaultPinned.filter((id) => table.columnIds.includes(id)),
    },
  };
}

/**
 * A stored view's state, read against the table as it is today: columns that no longer exist
 * are dropped, and a column added since the view was saved appears after the column before it
 * in the table's order; a filter value no option list or row holds any more (a deleted option)
 * is dropped, so the view never hides every row for a reason nobody can see; a sort on a
 * column that is gone is dropped; widths are clamped. Anything malformed reads as the default.
 */
export function viewFor(stored: unknown, table: ViewTable): ViewState {
  const fallback = defaultView(table);
  if (!isRecord(stored)) return fallback;
  return {
    filters: filtersFor(stored.filters, table),
    sort: sortFor(stored.sort, table),
    columns: columnsFor(stored.columns, table, fallback.columns),
  };
}

function filtersFor(raw: unknown, table: ViewTable): ViewState['filters'] {
  const stored = isRecord(raw) ? raw : {};
  return Object.fromEntries(
    Object.entries(table.emptyFilters).map(([name, empty]) => {
      const value = stored[name];
      const allowed = table.choices[name];
      if (Array.isArray(empty))
        return [name, stringList(value).filter((item) => !allowed || allowed.includes(item))];
      return [name, choicesOrNothing(value, allowed)];
    }),
  );
}

function sortFor(raw: unknown, table: ViewTable): ViewSort | null {
  if (!isRecord(raw) || typeof raw.columnId !== 'string') return null;
  if (!table.columnIds.includes(raw.columnId)) return null;
  return { columnId: raw.columnId, direction: raw.direction === 'desc' ? 'desc' : 'asc' };
}

function columnsFor(raw: unknown, table: ViewTable, fallback: ViewColumns): ViewColumns {
  if (!isRecord(raw)) return fallback;
  const known = new Set(table.columnIds);
  const saved = [...new Set(stringList(raw.order))].filter((id) => known.has(id));
  const order = saved.length > 0 ? withNewColumns(saved, table.columnIds) : fallback.order;
  const widths: Record<string, number> = {};
  if (isRecord(raw.widths))
    for (const [id, width] of Object.entries(raw.widths))
      if (known.has(id) && typeof width === 'number' && Number.isFinite(width))
        widths[id] = Math.round(Math.min(table.maxWidth, Math.max(table.minWidth, width)));
  return {
    order,
    widths,
    hidden: stringList(raw.hidden).filter((id) => known.has(id) && !table.alwaysShown.includes(id)),
    pinned: Array.isArray(raw.pinned)
      ? stringList(raw.pinned).filter((id) => known.has(id))
      : fallback.pinned,
  };
}

/** The saved order, with each column it does not know inserted after its predecessor. */
function withNewColumns(saved: readonly string[], tableOrder: readonly string[]): string[] {
  const order = [...saved];
  tableOrder.forEach((id, index) => {
    if (order.includes(id)) return;
    const before = tableOrder
      .slice(0, index)
      .reverse()
      .find((other) => order.includes(other));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return order;
}

/**
 * The columns to draw, in order: the view's order with its pinned columns first (they stick
 * at the left edge), hidden ones left out, the view's widths applied.
 */
export function arrangeColumns<Column extends { id: string; width: number }>(
  columns: readonly Column[],
  view: ViewColumns,
): (Column & { pinned: boolean })[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = [...view.pinned, ...view.order.filter((id) => !view.pinned.includes(id))];
  return ordered.flatMap((id) => {
    const column = byId.get(id);
    if (!column || view.hidden.includes(id)) return [];
    const width = view.widths[id];
    return [{ ...column, width: width ?? column.width, pinned: view.pinned.includes(id) }];
  });
}

/** Whether the working state differs from the saved view (未保存の変更). */
export function viewChanged(working: ViewState, saved: ViewState): boolean {
  return JSON.stringify(working) !== JSON.stringify(saved);
}
