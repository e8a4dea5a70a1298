/** 数値 fields: stored as their digits ('1234567', '' when unset), read with their unit. */

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
