import { useCallback, useMemo, useState } from 'react';
import { pendingPlacements, withPlacements, type Placements } from '../model/board';

/**
 * A dropped card shows in its new lane at once, before the store's write comes back through
 * the live rows (at 10,000 rows that round trip is about a tenth of a second): the rows with
 * the pending placements applied, `place` to add one and `unplace` when its write failed.
 */
export function usePlacedRows<Row extends { id: string; progress: string }>(rows: readonly Row[]) {
  const [state, setState] = useState<{ rows: readonly Row[]; placements: Placements }>({
    rows,
    placements: new Map(),
  });
  // New rows: the placements they show are done (derived state, updated while rendering).
  let placements = state.placements;
  if (state.rows !== rows) {
    placements = pendingPlacements(rows, state.placements);
    setState({ rows, placements });
  }
  const place = useCallback(
    (id: string, progress: string) =>
      setState((previous) => ({
        ...previous,
        placements: new Map(previous.placements).set(id, progress),
      })),
    [],
  );
  const unplace = useCallback(
    (id: string) =>
      setState((previous) => {
        const next = new Map(previous.placements);
        next.delete(id);
        return { ...previous, placements: next };
      }),
    [],
  );
  const placed = useMemo(() => withPlacements(rows, placements), [rows, placements]);
  return { rows: placed, place, unplace };
}
