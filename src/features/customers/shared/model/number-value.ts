/** 数値 fields: stored as their digits ('1234567', '' when unset), read with their unit. */
import { NUMBER_DIGITS_MAX } from '@/contracts/customer-schema';

const grouped = new Intl.NumberFormat('ja-JP');

/**
 * A stored number as its unit reads it: '¥1,234,567' (円), '80%' (%), '1,234' (none). An empty
 * value stays empty, and anything that is not digits shows as it is stored.
 */
export function shownNumber(stored: string, unit?: '円' | '%'): string {
  if (!/^\d+$/.test(stored)) return stored;
  const digits = grouped.format(Number(stored));
  return unit === '円' ? `¥${digits}` : unit === '%' ? `${digits}%` : digits;
}

/**
 * What a person typed or pasted, as stored digits: full-width digits, '¥', '円', '%', commas and
 * spaces are allowed ('１，２００円' → '1200'); '' for nothing; null when it is not a whole number
 * of at most 13 digits (NUMBER_DIGITS_MAX, which the rules hold too).
 */
export function parseNumber(typed: string): string | null {
  const halfWidth = typed.replace(/[０-９]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0xfee0),
  );
  const bare = halfWidth.replace(/[¥￥円%％,，\s]/g, '');
  if (bare === '') return '';
  if (!new RegExp(`^\\d{1,${NUMBER_DIGITS_MAX}}$`).test(bare)) return null;
  return String(Number(bare));
}
