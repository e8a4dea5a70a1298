import { useSyncExternalStore } from 'react';

export type SessionListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; rows: readonly T[] }
  | { status: 'error'; error: unknown };

type SubscribeList<T> = (
  onRows: (rows: readonly T[]) => void,
  onError: (error: unknown) => void,
) => () => void;

/**
 * One live listener for the whole session (docs/data-layer.md): it starts with the first visit
 * to the screen and keeps running when the user navigates away, so coming back shows the current
 * rows at once instead of reading the whole collection again (a re-listen is a full read).
 */
export function createSessionList<T>(name: string, subscribeList: SubscribeList<T>) {
  let state: SessionListState<T> = { status: 'loading' };
  let stop: (() => void) | null = null;
  const listeners = new Set<() => void>();

  function set(next: SessionListState<T>) {
    state = next;
    for (const listener of listeners) listener();
  }

  function stopListening() {
    stop?.();
    stop = null;
  }

  function ensureListening() {
    if (stop) return;
    stop = subscribeList(
      (rows) => set({ status: 'ready', rows }),
      (error) => {
        console.error(`${name}: live query failed`, error);
        stopListening();
        set({ status: 'error', error });
      },
    );
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    ensureListening();
    return () => {
      listeners.delete(listener);
    };
  }

  const getSnapshot = () => state;

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
    },
  };
}
