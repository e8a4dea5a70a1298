import { useSyncExternalStore } from 'react';

/**
 * How many of the member's Chatwork tasks were overdue at the last look (マイタスク, or the
 * mentions screen opening), for the sidebar's count between looks. Kept in localStorage per
 * member, so the count survives a reload; Chatwork itself is asked only when the screen opens.
 */
const keyOf = (uid: string) => `backoffice.overdueTasks.${uid}`;
const listeners = new Set<() => void>();

export function recordOverdueTasks(uid: string, count: number): void {
  try {
    localStorage.setItem(keyOf(uid), String(count));
  } catch {
    // Storage full or blocked: the count simply is not remembered.
  }
  for (const listener of listeners) listener();
}

function readOverdueTasks(uid: string | null): number {
  if (!uid) return 0;
  try {
    const count = Number(localStorage.getItem(keyOf(uid)));
    return Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function useOverdueTasks(uid: string | null): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readOverdueTasks(uid),
  );
}
