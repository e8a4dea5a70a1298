import { toTokyoIsoDate } from '@/lib/format';

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const SLASHED = /^(\d{4})[/.年](\d{1,2})[/.月](\d{1,2})日?$/;

function validIso(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date as SA and OB store it, 'YYYY-MM-DD', from what a document or a CSV cell may hold: that text,
 * '2024/1/5', '2024-1-5', '2024年1月5日' (full-width digits too), a `Date`, or a Firestore-like
 * Timestamp ({ toDate() } or { seconds }), taken as the calendar day in Tokyo. Anything else: ''.
 */
export function toIsoDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : toTokyoIsoDate(value);
  if (value && typeof value === 'object') {
    const maybe = value as { toDate?: unknown; seconds?: unknown };
    if (typeof maybe.toDate === 'function') return toIsoDate((maybe.toDate as () => unknown)());
    if (typeof maybe.seconds === 'number') return toIsoDate(new Date(maybe.seconds * 1000));
    return '';
  }
  if (typeof value !== 'string') return '';
  const text = value.normalize('NFKC').trim();
  const match = ISO.exec(text) ?? SLASHED.exec(text);
  if (!match) return '';
  return validIso(Number(match[1]), Number(match[2]), Number(match[3]));
}
