/**
 * One incremental fetch of a member's mentions: `GET /rooms` lists every room with its
 * `last_update_time`; only rooms updated since the member's last fetch are read again
 * (`GET /rooms/{id}/messages?force=1`, the latest 100 each). Per fetch that is 2 requests
 * (`/me` only until the account id is known, then 1) plus one per updated room, within the
 * token's 300 requests per 5 minutes. A room that gets more than 100 messages between two
 * fetches (5 minutes apart when scheduled) can hide a mention among the older ones.
 */

export interface RoomUpdate {
  room_id: number;
  name: string;
  /** Unix seconds. */
  last_update_time: number;
}

/** What the last fetch read: each room's last_update_time then (room id -> Unix seconds). */
export type FetchCursor = Readonly<Record<string, number>>;

/**
 * The rooms to read now, most recently updated first: those updated since the cursor says they
 * were read, or never read; at most `budget` (what the rate limit leaves). Rooms over the budget
 * wait for the next fetch (the cursor keeps their old time, so they are not lost).
 */
export function roomsToRead(
  rooms: readonly RoomUpdate[],
  cursor: FetchCursor,
  budget: number,
): RoomUpdate[] {
  return rooms
    .filter((room) => (cursor[String(room.room_id)] ?? -1) < room.last_update_time)
    .sort((a, b) => b.last_update_time - a.last_update_time)
    .slice(0, Math.max(0, budget));
}

/** The cursor after reading `read`: their times advance, every other room keeps its own. */
export function advanceCursor(cursor: FetchCursor, read: readonly RoomUpdate[]): FetchCursor {
  const next: Record<string, number> = { ...cursor };
  for (const room of read) next[String(room.room_id)] = room.last_update_time;
  return next;
}
