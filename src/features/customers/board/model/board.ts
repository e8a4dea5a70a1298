/**
 * The board of SA or OB: one lane per 進捗 option (the option list's order, then values found
 * only in the data), and 未設定 last for rows without one; the cards of a lane keep the order
 * the rows come in (the view's sort). Pure, so the board and the tests share it.
 */

export interface BoardLane<Row> {
  /** The 進捗 value of the lane ('' for 未設定). */
  status: string;
  rows: Row[];
}

/**
 * The lanes for `statuses` (every choice of 進捗), each with its rows in the given order. When
 * the view filters by 進捗 (`chosen` not empty), only the chosen lanes are shown.
 */
export function boardLanes<Row extends { progress: string }>(
  rows: readonly Row[],
  statuses: readonly string[],
  chosen: readonly string[] = [],
): BoardLane<Row>[] {
  const all = [...statuses.filter((status) => status !== ''), ''];
  const shown = chosen.length > 0 ? all.filter((status) => chosen.includes(status)) : all;
  const lanes = new Map(shown.map((status) => [status, [] as Row[]]));
  for (const row of rows) lanes.get(row.progress)?.push(row);
  return shown.map((status) => ({ status, rows: lanes.get(status)! }));
}

/** A date ('YYYY-MM-DD') before today (Tokyo), on a row not yet done: shown in red. */
export const isOverdue = (date: string, today: string, done = false) =>
  !done && date !== '' && date < today;

/** `make` of each row object once (a live update gives a changed row a new object). */
export function oncePerRow<Row extends object, Made>(make: (row: Row) => Made): (row: Row) => Made {
  const made = new WeakMap<Row, Made>();
  return (row) => {
    if (!made.has(row)) made.set(row, make(row));
    return made.get(row)!;
  };
}

/** Cards dropped but not yet back from the store: row id -> the 進捗 it was dropped on. */
export type Placements = ReadonlyMap<string, string>;

/** The rows as the board draws them: each placed card in the lane it was dropped on. */
export function withPlacements<Row extends { id: string; progress: string }>(
  rows: readonly Row[],
  placements: Placements,
): readonly Row[] {
  if (placements.size === 0) return rows;
  return rows.map((row) => {
    const placed = placements.get(row.id);
    return placed === undefined || placed === row.progress ? row : { ...row, progress: placed };
  });
}

/** The placements the rows do not show yet (a delivered row, or a deleted one, ends its own). */
export function pendingPlacements(
  rows: readonly { id: string; progress: string }[],
  placements: Placements,
): Placements {
  if (placements.size === 0) return placements;
  const left = new Map(placements);
  for (const row of rows) if (left.get(row.id) === row.progress) left.delete(row.id);
  const ids = new Set(rows.map((row) => row.id));
  for (const id of left.keys()) if (!ids.has(id)) left.delete(id);
  return left.size === placements.size ? placements : left;
}
