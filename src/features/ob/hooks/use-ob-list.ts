import { useSyncExternalStore } from 'react';
import type { Unsubscribe } from '@/lib/backend';
import { subscribeObList } from '../data/ob-customers';
import type { ObCustomer } from '../model/types';

export type ObListState =
  | { status: 'loading' }
  | { status: 'ready'; rows: readonly ObCustomer[] }
  | { status: 'error'; error: unknown };

/*
 * One `ob_list` listener for the whole session (DESIGN.md section 6): it starts with the first
 * visit to the screen and keeps running when the user navigates away, so coming back shows the
 * current rows at once instead of reading the whole collection again.
 */
let state: ObListState = { status: 'loading' };
let stop: Unsubscribe | null = null;
const listeners = new Set<() => void>();

function set(next: ObListState) {
  state = next;
  for (const listener of listeners) listener();
}

function ensureListening() {
  if (stop) return;
  stop = subscribeObList(
    (rows) => set({ status: 'ready', rows }),
    (error) => {
      console.error('ob_list: live query failed', error);
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

export function useObList(): ObListState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** After a failed read: listen again. */
export function retryObList(): void {
  stop?.();
  stop = null;
  set({ status: 'loading' });
  ensureListening();
}

/** Tests: forget the session's listener (each test installs its own backend). */
export function resetObListForTests(): void {
  stop?.();
  stop = null;
  state = { status: 'loading' };
}
