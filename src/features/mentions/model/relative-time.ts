import { tokyoHourMinute } from '@/lib/format';
import { daysBetween, tokyoDay } from '@/lib/tokyo-time';

/**
 * When a mention was sent, in Tokyo time, exactly as the spec words it (section 9): the same day
 * 'today H:MM', the day before 'yesterday', under 7 days 'N days ago', otherwise 'M/D'. A time
 * in the future (clocks differ) counts as today.
 */
export function formatMentionTime(sent: Date, now: Date): string {
  const days = daysBetween(tokyoDay(sent), tokyoDay(now));
  if (days <= 0) {
    const { hour, minute } = tokyoHourMinute(sent);
    return `today ${hour}:${String(minute).padStart(2, '0')}`;
  }
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  const [, month, day] = tokyoDay(sent).split('-').map(Number);
  return `${month}/${day}`;
}

/** send_time (unix seconds) as a Date. */
export function sentAt(sendTime: number): Date {
  return new Date(sendTime * 1000);
}
