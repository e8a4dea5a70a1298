import { toTokyoIsoDate } from '@/lib/format';
import { foldText } from '@/lib/fold-text';

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const STORED = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLASHED = /^(\d{4})[/.年](\d{1,2})[/.月](\d{1,2})日?$/;
/** Japanese era dates: R7.4.1, R07/04/01, 令和7年4月1日, 令和元年5月1日 (and H, S, T, M). */
const ERA =
  /^(R|H|S|T|M|令和|平成|昭和|大正|明治)\s*(元|\d{1,2})\s*[/.年-]\s*(\d{1,2})\s*[/.月-]\s*(\d{1,2})\s*日?$/i;
/** The Gregorian year before each era's first year. */
const ERA_BASE: Record<string, number> = {
  R: 2018,
  令和: 2018,
  H: 1988,
  平成: 1988,
  S: 1925,
  昭和: 1925,
  T: 1911,
  大正: 1911,
  M: 1867,
  明治: 1867,
};

function fromEra(text: string): string {
  const match = ERA.exec(text);
  if (!match) return '';
  const base = ERA_BASE[match[1]!.toUpperCase()] ?? ERA_BASE[match[1]!];
  if (base === undefined) return '';
  const year = match[2] === '元' ? 1 : Number(match[2]);
  return validIso(base + year, Number(match[3]), Number(match[4]));
}

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
 * A date as SA and OB store it, 'YYYY-MM-DD', from what a document, a CSV cell or a pasted cell
 * may hold: that text, '2024/1/5', '2024-1-5', '2024.1.5', '2024年1月5日', a Japanese era date
 * ('R7.4.1', '令和7年4月1日'; full-width digits too), a `Date`, or a Firestore-like
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
  // What the tables store: checked without Unicode normalisation, which costs most of reading
  // 10,000 rows.
  const stored = STORED.exec(value);
  if (stored) return validIso(Number(stored[1]), Number(stored[2]), Number(stored[3]));
  const text = foldText(value);
  const match = ISO.exec(text) ?? SLASHED.exec(text);
  if (!match) return fromEra(text);
  return validIso(Number(match[1]), Number(match[2]), Number(match[3]));
}
