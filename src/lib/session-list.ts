import { useSyncExternalStore } from 'react';
import {
  forgetListSnapshot,
  peekListSnapshot,
  prefetchListSnapshot,
  saveListSnapshot,
} from './list-snapshot';

export type SessionListState<T> =
  | { status: 'loading' }
  /** `fromSnapshot`: the last session's rows (list-snapshot.ts), until the live list delivers. */
  | { status: 'ready'; rows: readonly T[]; fromSnapshot?: true }
  | { status: 'error'; error: unknown };

type SubscribeList<T> = (
  onRows: (rows: readonly T[]) => void,
  onError: (error: unknown) => void,
) => () => void;

interface SessionListOptions {
  /**
   * Paint from the list's snapshot (list-snapshot.ts) until the live list delivers, and keep the
   * live rows as the next snapshot. For lists of thousands of plain rows (strings, numbers,
   * booleans, dates) that the live query takes long to read again.
   */
  snapshot?: boolean;
}

/**
 * One live listener for the whole session (docs/data-layer.md): it starts with the first visit
 * to the screen and keeps running when the user navigates away, so coming back shows the current
 * rows at once instead of reading the whole collection again (a re-listen is a full read).
 */
export function createSessionList<T extends object>(
  name: string,
  subscribeList: SubscribeList<T>,
  options: SessionListOptions = {},
) {
  let state: SessionListState<T> = { status: 'loading' };
  let stop: (() => void) | null = null;
  // Only before the live list's first answer: a retry after an error shows no old rows.
  let snapshotUsable = options.snapshot === true;
  const listeners = new Set<() => void>();

  /** The snapshot's rows, once read, while nothing live has arrived. */
  function fromSnapshot(): boolean {
    if (!snapshotUsable || state.status !== 'loading') return false;
    const rows = peekListSnapshot(name) as readonly T[] | null;
    if (!rows) return false;
    state = { status: 'ready', rows, fromSnapshot: true };
    return true;
  }

  function set(next: SessionListState<T>) {
    state = next;
    for (const listener of listeners) listener();
  }

  function stopListening() {
    stop?.();
    stop = null;
  }

  function listen(): () => void {
    return subscribeList(
      (rows) => {
        snapshotUsable = false;
        set({ status: 'ready', rows });
        if (!options.snapshot) return;
        forgetListSnapshot(name);
        saveListSnapshot(name, rows);
      },
      (error) => {
        snapshotUsable = false;
        console.error(`${name}: live query failed`, error);
        stopListening();
        set({ status: 'error', error });
      },
    );
  }

  function ensureListening() {
    if (stop) return;
    if (!snapshotUsable) {
      stop = listen();
      return;
    }
    void prefetchListSnapshot(name).then(() => {
      // Also when a render took the snapshot first (getSnapshot): components that rendered
      // before it still show 'loading'.
      fromSnapshot();
      if (state.status === 'ready' && state.fromSnapshot) set(state);
    });
    // The live query starts a task later, after the reads the screen's other parts start in the
    // same render (views, option lists): a local read of 10,000 documents would hold them up,
    // and with them the first paint from the snapshot.
    let stopped = false;
    let stopLive: (() => void) | null = null;
    const timer = setTimeout(() => {
      const unsubscribe = listen();
      // A live query that failed at once has already stopped the list.
      if (stopped) unsubscribe();
      else stopLive = unsubscribe;
    }, 0);
    stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopLive?.();
    };
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    ensureListening();
    return () => {
      listeners.delete(listener);
    };
  }

  const getSnapshot = () => {
    // A snapshot read before the screen rendered shows in its first render, not one later.
    fromSnapshot();
    return state;
  };

  return {
    useList: (): SessionListState<T> => useSyncExternalStore(subscribe, getSnapshot, getSnapshot),
    /** After a failed read: listen again. */
    retry(): void {
      stopListening();
      set({ status: 'loading' });
      ensureListening();
    },
    /** Tests: forget the session's listener (each test installs its own backend). */
    resetForTests(): void {
      stopListening();
      state = { status: 'loading' };
      snapshotUsable = options.snapshot === true;
    },
  };
}
