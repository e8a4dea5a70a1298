/**
 * Time as the team lives it: Tokyo's calendar and wall clock, and the instants stored data holds.
 * The one place for the +9 hours (Japan has no daylight saving, so a fixed offset is exact).
 * Dependency-free: the Cloud Functions compile a copy (functions/scripts/copy-shared.mjs).
 * Display formatting (ja-JP, Intl) is `lib/format.ts`.
 */

const TOKYO_OFFSET_MS = 9 * 3_600_000;
/** A day in milliseconds (a duration; calendar days go through `plusDays`). */
export const DAY_MS = 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar day's UTC midnight in ms, or NaN when the text is not a real 'YYYY-MM-DD'. */
function dayMs(day: string): number {
  const match = DAY.exec(day);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  // Date.UTC rolls 2026-02-30 over to March: such a text is not a date.
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

/** 'YYYY-MM-DD' plus n calendar days (negative: before); '' when the text is not a date. */
export function plusDays(day: string, days: number): string {
  const ms = dayMs(day);
  return Number.isNaN(ms) ? '' : new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from one 'YYYY-MM-DD' to another (NaN when either is not a date). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** The weekday of a calendar day, 0 = Sunday (NaN when it is not a date). */
export function weekdayOf(day: string): number {
  const ms = dayMs(day);
  return Number.isNaN(ms) ? Number.NaN : new Date(ms).getUTCDay();
}

/** The Monday of the week of a calendar day (weeks run Monday to Sunday, as in Japan). */
export function mondayOf(day: string): string {
  return plusDays(day, -((weekdayOf(day) + 6) % 7));
}

/**
 * The instant (ms) of a Tokyo wall-clock time on a calendar day: tokyoInstant('2026-12-01',
 * '09:00'). NaN when the day or the 'HH:MM' time is not one.
 */
export function tokyoInstant(day: string, time = '00:00'): number {
  const match = TIME.exec(time);
  if (!match) return Number.NaN;
  const [, hours, minutes] = match.map(Number) as [number, number, number];
  return dayMs(day) - TOKYO_OFFSET_MS + (hours * 60 + minutes) * 60_000;
}

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
