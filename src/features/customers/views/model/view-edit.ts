import {
  defaultView,
  type ViewColumns,
  type ViewSort,
  type ViewState,
  type ViewTable,
} from './view';

/**
 * The changes a member makes to the view on screen, each a new state (the view bar saves it,
 * keeps it as a new view or drops it). Pure, so the hook and the tests share them.
 */

const withColumns = (state: ViewState, change: Partial<ViewColumns>): ViewState => ({
  ...state,
  columns: { ...state.columns, ...change },
});

export const withFilters = (state: ViewState, filters: ViewState['filters']): ViewState => ({
  ...state,
  filters,
});

export const withSort = (state: ViewState, sort: ViewSort | null): ViewState => ({
  ...state,
  sort,
});

/** A column's width, or (null) back to the table's own width. */
export function withWidth(state: ViewState, id: string, width: number | null): ViewState {
  const widths = { ...state.columns.widths };
  if (width === null) delete widths[id];
  else widths[id] = width;
  return withColumns(state, { widths });
}

export function withHidden(state: ViewState, id: string, hidden: boolean): ViewState {
  const rest = state.columns.hidden.filter((other) => other !== id);
  return withColumns(state, { hidden: hidden ? [...rest, id] : rest });
}

/** Pinned columns keep the order they were pinned in; unpinning puts a column back in place. */
export function withPinned(state: ViewState, id: string, pinned: boolean): ViewState {
  const rest = state.columns.pinned.filter((other) => other !== id);
  return withColumns(state, { pinned: pinned ? [...rest, id] : rest });
}

/**
 * The columns in screen order: pinned ones first (in pin order), then the rest in the view's
 * order. This is the list the 表示列 menu shows and reorders.
 */
export function screenOrder(columns: ViewColumns): string[] {
  return [...columns.pinned, ...columns.order.filter((id) => !columns.pinned.includes(id))];
}

/**
 * Moves a column to where `overId` is in screen order. A move within the pinned group reorders
 * the pins; a move across the edge of the pinned group pins or unpins the column, so what the
 * menu shows is what the table draws.
 */
export function withColumnMoved(state: ViewState, id: string, overId: string): ViewState {
  const screen = screenOrder(state.columns);
  const from = screen.indexOf(id);
  const to = screen.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return state;
  const next = [...screen];
  next.splice(from, 1);
  next.splice(to, 0, id);
  const pinnedCount = state.columns.pinned.length;
  const wasPinned = state.columns.pinned.includes(id);
  const isPinned = to < pinnedCount;
  const pinned = next.slice(0, pinnedCount + Number(isPinned) - Number(wasPinned));
  return withColumns(state, { order: next, pinned });
}

/** 既定に戻す in the 表示列 menu: the table's columns as nobody changed them; filters stay. */
export const withDefaultColumns = (state: ViewState, table: ViewTable): ViewState =>
  withColumns(state, defaultView(table).columns);

/** Whether the columns are the table's own (既定に戻す has nothing to do). */
export const columnsAreDefault = (state: ViewState, table: ViewTable) =>
  JSON.stringify(state.columns) === JSON.stringify(defaultView(table).columns);
