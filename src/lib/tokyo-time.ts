/**
 * Time as the team lives it: Tokyo's calendar and wall clock, and the instants stored data holds.
 * The one place for the +9 hours (Japan has no daylight saving, so a fixed offset is exact).
 * Dependency-free: the Cloud Functions compile a copy (functions/scripts/copy-shared.mjs).
 * Display formatting (ja-JP, Intl) is `lib/format.ts`.
 */

const TOKYO_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant shifted so its UTC fields read as Tokyo's wall clock, as ISO text. */
const tokyoIso = (ms: number) => new Date(ms + TOKYO_OFFSET_MS).toISOString();

/** The calendar day in Tokyo of an instant: 'YYYY-MM-DD'. */
export function tokyoDay(at: Date): string {
  return tokyoIso(at.getTime()).slice(0, 10);
}

/** An instant as a Tokyo `datetime-local` value: 'YYYY-MM-DDTHH:MM'. */
export function tokyoLocalTime(at: Date): string {
  return tokyoIso(at.getTime()).slice(0, 16);
}

/** A `datetime-local` value read as Tokyo time ('2026-12-01T18:00'), or null when not one. */
export function parseTokyoLocal(text: string): Date | null {
  const match = LOCAL.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi) - TOKYO_OFFSET_MS);
  // Date.UTC rolls 2026-02-30 over to March: such a text is not a date.
  return tokyoLocalTime(at) === text ? at : null;
}

/** Whether an instant (ms) is midnight in Tokyo: how older data stored a plain date. */
export function isTokyoMidnight(ms: number): boolean {
  return (ms + TOKYO_OFFSET_MS) % DAY_MS === 0;
}

/**
 * Any stored instant as a Date, or null: a Date, a Firestore Timestamp of either SDK (`toMillis`
 * / `toDate`) or its plain `{ seconds, nanoseconds }`, ISO text, or epoch milliseconds.
 */
export function instantOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof value === 'object') {
    const stamp = value as {
      toMillis?: unknown;
      toDate?: unknown;
      seconds?: unknown;
      nanoseconds?: unknown;
    };
    if (typeof stamp.toMillis === 'function')
      return instantOf((stamp.toMillis as () => unknown).call(value));
    if (typeof stamp.toDate === 'function')
      return instantOf((stamp.toDate as () => unknown).call(value));
    if (typeof stamp.seconds === 'number')
      return new Date(
        stamp.seconds * 1000 +
          (typeof stamp.nanoseconds === 'number' ? Math.floor(stamp.nanoseconds / 1e6) : 0),
      );
    return null;
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}
