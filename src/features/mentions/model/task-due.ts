import { plusDays, tokyoDay, tokyoInstant } from '@/lib/tokyo-time';

/**
 * A Chatwork task is due on a day (the app makes them with limit_type "date"): it is overdue once
 * that day has ended in Tokyo. 0 means no due date, never overdue.
 */
export function isOverdueTask(limitTimeSeconds: number, now: Date): boolean {
  return limitTimeSeconds > 0 && tokyoDay(new Date(limitTimeSeconds * 1000)) < tokyoDay(now);
}

/** The due date a new task gets by default: tomorrow in Tokyo, as an <input type="date"> value. */
export function defaultTaskDay(now: Date): string {
  return plusDays(tokyoDay(now), 1);
}

/**
 * An <input type="date"> value as Chatwork's limit: unix seconds at 23:59 of that day in Tokyo
 * (so the day itself counts as not yet overdue), or null when the text is not a date.
 */
export function taskLimitOf(day: string): number | null {
  const ms = tokyoInstant(day, '23:59');
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
