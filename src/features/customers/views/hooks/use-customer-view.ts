import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CustomerTable } from '@/contracts/collections';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '@/components/grid/column-layout';
import type { GridColumn } from '@/components/grid/types';
import { notify } from '@/components/ui/toast';
import { viewsStore, type SavedView, type ViewAuthor } from '../data/views-store';
import { defaultView, viewChanged, viewFor, type ViewState, type ViewTable } from '../model/view';
import { viewStrings as s } from '../../strings';
import { useLegacyLayoutMigration } from './use-legacy-layout';
import { useSavedViews } from './use-saved-views';
import { useViewDraft } from './use-view-draft';

/** Pinned when a view says nothing else: the star and the client name, so a row says whose it is. */
const DEFAULT_PINNED = ['isFavorite', 'clientName'];

/** What a view is read against, from the table's columns, its empty filters and their choices. */
export function useViewTable(
  columns: readonly GridColumn<never>[],
  emptyFilters: ViewTable['emptyFilters'],
  choices: ViewTable['choices'],
): ViewTable {
  return useMemo(() => {
    const columnIds = columns.map((column) => column.id);
    return {
      columnIds,
      alwaysShown: columns.filter((column) => column.alwaysShown).map((column) => column.id),
      defaultPinned: DEFAULT_PINNED.filter((id) => columnIds.includes(id)),
      emptyFilters,
      choices,
      minWidth: MIN_COLUMN_WIDTH,
      maxWidth: MAX_COLUMN_WIDTH,
    };
  }, [columns, emptyFilters, choices]);
}

/** `?view=standard`: the table's own view, even when the member chose another as default. */
export const STANDARD_VIEW = 'standard';

export interface CustomerViewOptions {
  table: CustomerTable;
  viewTable: ViewTable;
  author: ViewAuthor;
  /** Where this browser kept the member's column layout before views (moved into one, once). */
  legacyLayoutKey: string;
  /** Filters the standard view starts with (OB's remembered progress filter). */
  standardFilters?: ViewState['filters'];
}

/**
 * The view a member sees of SA or OB: the views they may use (the team's and their own), the
 * one the URL names (`?view=`, else their default, else the standard view), and the state on
 * screen, which starts as the view's and changes with every filter, sort and column change
 * until it is saved (保存, 別名で保存) or dropped (元に戻す).
 */
export function useCustomerView({
  table,
  viewTable,
  author,
  legacyLayoutKey,
  standardFilters,
}: CustomerViewOptions) {
  const store = useMemo(() => viewsStore(table, author), [table, author]);
  const { views, memberDefault, setMemberDefault } = useSavedViews(store, `${table}:${author.uid}`);

  const [params, setParams] = useSearchParams();
  const param = params.get('view');
  const requestedId = param === STANDARD_VIEW ? null : (param ?? memberDefault ?? null);
  const current = (requestedId && views?.find((view) => view.id === requestedId)) || null;
  const ready = views !== null && (param !== null || memberDefault !== undefined);
  // A view being saved (別名で保存) is on screen before the store lists it: not missing.
  const [creating, setCreating] = useState<{ id: string; state: ViewState } | null>(null);
  const pending = creating && requestedId === creating.id && current === null ? creating : null;
  const missing = ready && requestedId !== null && current === null && pending === null;
  useEffect(() => {
    if (missing) notify.warning(s.notFound);
  }, [missing]);

  const standard = useMemo(
    () => ({
      ...defaultView(viewTable),
      filters: { ...viewTable.emptyFilters, ...standardFilters },
    }),
    [viewTable, standardFilters],
  );
  const saved = useMemo(
    () => viewFor(current ? current.state : (pending?.state ?? standard), viewTable),
    [current, pending, standard, viewTable],
  );
  const key = current?.id ?? pending?.id ?? STANDARD_VIEW;
  const [working, setWorking] = useViewDraft(`backoffice.viewDraft.${table}.${author.uid}`);
  const state = useMemo(
    () => (working?.key === key ? viewFor(working.state, viewTable) : saved),
    [working, key, saved, viewTable],
  );
  const latest = useRef({ key, saved, viewTable });
  useLayoutEffect(() => {
    latest.current = { key, saved, viewTable };
  });

  /** One change to the state on screen (each edit in view-edit.ts). */
  const change = useCallback(
    (edit: (state: ViewState) => ViewState) => {
      setWorking((previous) => {
        const { key: at, saved: base, viewTable: against } = latest.current;
        const before = previous?.key === at ? viewFor(previous.state, against) : base;
        return { key: at, state: edit(before) };
      });
    },
    [setWorking],
  );

  const select = useCallback(
    (id: string | null) => {
      setWorking(() => null);
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('view', id ?? STANDARD_VIEW);
          return next;
        },
        { replace: false },
      );
    },
    [setParams, setWorking],
  );

  useLegacyLayoutMigration({
    key: legacyLayoutKey,
    ready: ready && memberDefault !== undefined,
    base: standard,
    create: async (state) => {
      const id = store.newId();
      await store.create(id, s.migratedName, false, state);
      return id;
    },
    makeDefault: async (id) => {
      if (memberDefault) return;
      await store.setDefault(id);
      setMemberDefault(id);
    },
  });

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      notify.success(done);
      return true;
    } catch (error) {
      console.error('customerViews: write failed', error);
      notify.error(failed);
      return false;
    }
  };

  return {
    ready,
    table: viewTable,
    views: views ?? [],
    current,
    state,
    changed: viewChanged(state, saved),
    isDefault: (current?.id ?? null) === (memberDefault ?? null),
    change,
    select,
    revert: () => setWorking(() => null),
    /** 保存: into the view on screen (the standard view cannot be saved; 別名で保存 instead). */
    save: async () => {
      if (!current) return false;
      const ok = await run(
        () => store.save(current.id, state),
        s.saved(current.name),
        s.saveFailed,
      );
      if (ok) setWorking(() => null);
      return ok;
    },
    /**
     * 別名で保存: the new view is chosen at once, before the store confirms it (the Firebase
     * build confirms a write only when the server does), so a reload from then on opens it.
     * If the write fails, the member is back on the view they were changing, changes kept.
     */
    saveAs: async (name: string, shared: boolean) => {
      const id = store.newId();
      const before = { key, state };
      const writing = store.create(id, name, shared, state);
      setCreating({ id, state });
      select(id);
      const ok = await run(() => writing, s.saved(name.trim()), s.saveFailed);
      // Kept after success too: the live list may bring the view a moment after the write ends.
      if (!ok) {
        setCreating(null);
        select(before.key === STANDARD_VIEW ? null : before.key);
        setWorking(() => before);
      }
      return ok;
    },
    remove: async (view: SavedView) => {
      const ok = await run(() => store.remove(view.id), s.deleted(view.name), s.deleteFailed);
      if (!ok) return false;
      if (memberDefault === view.id) {
        setMemberDefault(null);
        void store.setDefault(null).catch((error: unknown) => console.error(error));
      }
      select(null);
      return true;
    },
    makeDefault: async () => {
      const id = current?.id ?? null;
      const ok = await run(
        () => store.setDefault(id),
        s.defaultSet(current?.name ?? s.standard),
        s.defaultFailed,
      );
      if (ok) setMemberDefault(id);
    },
  };
}

export type CustomerView = ReturnType<typeof useCustomerView>;
