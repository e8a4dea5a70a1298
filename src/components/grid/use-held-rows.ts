import { useState } from 'react';

/**
 * The rows to show: while `holding` (a cell is edited, or the owner holds updates), the rows as
 * they were when holding began; the newest rows again once it ends. Live deliveries are never
 * dropped meanwhile: the caller keeps reading the newest `rows` (for the conflict check).
 */
export function useHeldRows<Row>(rows: readonly Row[], holding: boolean): readonly Row[] {
  const [held, setHeld] = useState<readonly Row[] | null>(null);
  // Adjusting state while rendering (React's pattern for state derived from props): the
  // snapshot is taken in the same render that starts holding, so no frame shows newer rows.
  if (holding && held === null) setHeld(rows);
  if (!holding && held !== null) setHeld(null);
  return holding ? (held ?? rows) : rows;
}
