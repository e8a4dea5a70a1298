import { useCallback, useEffect, useState } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import { subscribeCommentCounts, type RowComments } from '../data/comments';

const NONE: ReadonlyMap<string, RowComments> = new Map();
const seenKey = (table: CustomerTable, rowId: string) => `customerPageSeen:${table}:${rowId}`;

/** This device remembers when the member last opened a row's page (for the unread dot). */
export function markPageSeen(table: CustomerTable, rowId: string): void {
  try {
    localStorage.setItem(seenKey(table, rowId), String(Date.now()));
  } catch {
    // Storage full or blocked: the dot stays, nothing else breaks.
  }
}

function seenAt(table: CustomerTable, rowId: string): number {
  try {
    return Number(localStorage.getItem(seenKey(table, rowId))) || 0;
  } catch {
    return 0;
  }
}

/**
 * The grid's comment marks: each row's comment count, live, and whether someone else commented
 * since the member last opened the row's page on this device.
 */
export function useCommentCounts(table: CustomerTable, me: string) {
  const [counts, setCounts] = useState(NONE);
  useEffect(
    () =>
      subscribeCommentCounts(table, me, setCounts, (error) =>
        console.error('comment counts: read failed', error),
      ),
    [table, me],
  );
  const unread = useCallback(
    (rowId: string) => {
      const row = counts.get(rowId);
      return row !== undefined && row.othersLatest > seenAt(table, rowId);
    },
    [counts, table],
  );
  return { counts, unread };
}
