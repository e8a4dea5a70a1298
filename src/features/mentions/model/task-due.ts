import { tokyoDay } from '@/lib/tokyo-time';

/**
 * A Chatwork task is due on a day (the app makes them with limit_type "date"): it is overdue once
 * that day has ended in Tokyo. 0 means no due date, never overdue.
 */
export function isOverdueTask(limitTimeSeconds: number, now: Date): boolean {
  return limitTimeSeconds > 0 && tokyoDay(new Date(limitTimeSeconds * 1000)) < tokyoDay(now);
}

/** The due date a new task gets by default: tomorrow in Tokyo, as an <input type="date"> value. */
export function defaultTaskDay(now: Date): string {
  return tokyoDay(new Date(now.getTime() + 86_400_000));
}

/**
 * An <input type="date"> value as Chatwork's limit: unix seconds at 23:59 of that day in Tokyo
 * (so the day itself counts as not yet overdue), or null when the text is not a date.
 */
export function taskLimitOf(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d, 23, 59) - 9 * 3_600_000;
  return tokyoDay(new Date(ms)) === day ? Math.floor(ms / 1000) : null;
}
