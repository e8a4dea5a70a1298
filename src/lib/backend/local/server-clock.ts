/**
 * The local backend's `serverTimestamp()`: wall-clock time that never repeats or goes back.
 * Firestore gives two commits to one document distinct times (microseconds apart), and the
 * publishing kit's conflict guard compares `updatedAt` values, so two writes within one
 * millisecond must still get different times here.
 */
export function createServerClock(wallClock: () => Date = () => new Date()): () => Date {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    last = Math.max(wallClock().getTime(), last + 1);
    return new Date(last);
  };
}
