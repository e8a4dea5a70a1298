/**
 * 名寄せ's merge (docs/features/duplicates.md): two rows of one customer table become one. The
 * Firebase build merges in the staff-only callables; local mode runs the same core in the tab
 * that holds the database. Dependency-free: copied into functions/src/shared/contracts/.
 */
export const MERGE_CUSTOMERS = 'mergeCustomers';
export const UNDO_CUSTOMER_MERGE = 'undoCustomerMerge';

/**
 * `customerMerges/{mergeId}`: what one merge changed and moved, so it can be undone. Written by
 * the merge alone (the server); members read it.
 */
export const CUSTOMER_MERGES = 'customerMerges';

/** Set on the row merged away: the id of the row it became. Nobody deletes such a row. */
export const MERGED_INTO_FIELD = 'mergedInto';
/** Set on both rows by a merge and by its undo: the history trigger leaves those writes alone. */
export const LAST_MERGE_FIELD = 'lastMerge';
/** Set on every document a merge moved to the kept row, so its undo finds them again. */
export const MOVED_BY_MERGE_FIELD = 'movedByMerge';

/** Which row's value a field keeps. */
export type MergePick = 'kept' | 'merged';

export interface MergeRequest {
  table: string;
  /** The row that stays (its id is the merged customer's). */
  keptId: string;
  /** The row merged into it. */
  mergedId: string;
  /** Per field, whose value survives (a field not named keeps the kept row's). */
  picks: Record<string, MergePick>;
  /**
   * The fields of both rows as the screen showed them: a merge of rows changed since is refused,
   * so nobody merges values they did not see.
   */
  seen: { kept: Record<string, unknown>; merged: Record<string, unknown> };
}

export interface MergeResponse {
  mergeId: string;
}

export interface UndoMergeRequest {
  mergeId: string;
}

export interface UndoMergeResponse {
  keptId: string;
  mergedId: string;
}
