import { useSyncExternalStore } from 'react';
import type { Unsubscribe } from '@/lib/backend';
import { subscribeSaList } from '../data/sa-customers';
import type { SaCustomer } from '../model/types';

export type SaListState =
  | { status: 'loading' }
  | { status: 'ready'; rows: readonly SaCustomer[] }
  | { status: 'error'; error: unknown };

/*
 * One `sa_list` listener for the whole session (DESIGN.md section 6): it starts with the first
 * visit to the screen and keeps running when the user navigates away, so coming back shows the
 * current rows at once instead of reading the whole collection again.
 */
let state: SaListState = { status: 'loading' };
let stop: Unsubscribe | null = null;
const listeners = new Set<() => void>();

function set(next: SaListState) {
  state = next;
  for (const listener of listeners) listener();
}

function ensureListening() {
  if (stop) return;
  stop = subscribeSaList(
    (rows) => set({ status: 'ready', rows }),
    (error) => {
      console.error('sa_list: live query failed', error);
      stop?.();
      stop = null;
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

export function useSaList(): SaListState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** After a failed read: listen again. */
export function retrySaList(): void {
  stop?.();
  stop = null;
  set({ status: 'loading' });
  ensureListening();
}

/** Tests: forget the session's listener (each test installs its own backend). */
export function resetSaListForTests(): void {
  stop?.();
  stop = null;
  state = { status: 'loading' };
}
