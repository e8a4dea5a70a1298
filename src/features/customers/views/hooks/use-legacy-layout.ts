import { useEffect, useRef } from 'react';
import { isDefaultLayout, parseLayout } from '@/components/grid/column-layout';
import { notify } from '@/components/ui/toast';
import type { ViewState } from '../model/view';
import { viewStrings as s } from '../../strings';

/** Where a member's column layout was kept in this browser before views: per table and member. */
export const legacyLayoutKey = (table: string, uid: string) => `backoffice.columns.${table}.${uid}`;

/** The layout stored under `key`, as a view's state on top of `base`; null when none is kept. */
export function legacyLayoutView(key: string, base: ViewState): ViewState | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!stored) return null;
  let layout;
  try {
    layout = parseLayout(JSON.parse(stored));
  } catch {
    layout = parseLayout(null);
  }
  if (isDefaultLayout(layout)) {
    localStorage.removeItem(key);
    return null;
  }
  return { ...base, columns: { ...base.columns, widths: layout.widths, hidden: layout.hidden } };
}

/**
 * Column widths and hidden columns a member set before views existed (kept in this browser)
 * become a personal view, their default unless they already chose one; then the old entry is
 * removed, so this happens once. If saving fails the entry stays and the next visit tries again.
 */
export function useLegacyLayoutMigration({
  key,
  ready,
  base,
  create,
  makeDefault,
}: {
  key: string;
  ready: boolean;
  base: ViewState;
  create: (state: ViewState) => Promise<string>;
  makeDefault: (id: string) => Promise<void>;
}) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || done.current === key) return;
    done.current = key;
    const state = legacyLayoutView(key, base);
    if (!state) return;
    create(state)
      .then(async (id) => {
        localStorage.removeItem(key);
        await makeDefault(id);
        notify.info(s.migrated);
      })
      .catch((error: unknown) => console.error('column layout not moved into a view', error));
  }, [ready, key, base, create, makeDefault]);
}
