import { useCallback, useMemo, useState } from 'react';
import {
  applyLayout,
  DEFAULT_LAYOUT,
  isDefaultLayout,
  parseLayout,
  resizeColumn,
  setHidden,
  type ColumnLayout,
} from './column-layout';
import type { GridColumn } from './types';

/** Where a person's layout of a table is kept in this browser: per table and per member. */
export const columnLayoutKey = (table: string, uid: string) => `backoffice.columns.${table}.${uid}`;

function read(key: string): ColumnLayout {
  try {
    const stored = localStorage.getItem(key);
    return stored ? parseLayout(JSON.parse(stored)) : DEFAULT_LAYOUT;
  } catch {
    return DEFAULT_LAYOUT;
  }
}

function write(key: string, layout: ColumnLayout) {
  try {
    if (isDefaultLayout(layout)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(layout));
  } catch (error) {
    // Storage full or blocked: the layout still applies for this visit.
    console.warn('column layout not stored', error);
  }
}

/**
 * A person's column layout of one table (column-layout.ts), kept in localStorage under
 * `storageKey` so it survives reloads and signing out and in on the same browser.
 */
export function useColumnLayout<Row>(columns: readonly GridColumn<Row>[], storageKey: string) {
  const [state, setState] = useState(() => ({ key: storageKey, layout: read(storageKey) }));
  // Another member signed in (or another table): their own layout.
  const current = state.key === storageKey ? state.layout : read(storageKey);
  if (state.key !== storageKey) setState({ key: storageKey, layout: current });

  const update = useCallback(
    (change: (layout: ColumnLayout) => ColumnLayout) =>
      setState((previous) => {
        const layout = change(previous.layout);
        write(previous.key, layout);
        return { key: previous.key, layout };
      }),
    [],
  );

  return {
    layout: current,
    columns: useMemo(() => applyLayout(columns, current), [columns, current]),
    resize: useCallback(
      (id: string, width: number | null) =>
        update((layout) => {
          if (width !== null) return resizeColumn(layout, id, width);
          const widths = { ...layout.widths };
          delete widths[id];
          return { ...layout, widths };
        }),
      [update],
    ),
    setHidden: useCallback(
      (id: string, hidden: boolean) => update((layout) => setHidden(layout, id, hidden)),
      [update],
    ),
    reset: useCallback(() => update(() => DEFAULT_LAYOUT), [update]),
  };
}
