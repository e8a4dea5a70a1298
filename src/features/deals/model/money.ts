/**
 * 金額: stored as its digits ('1234567', '' when unset; the deal schema's 'number' kind) and
 * shown as yen ('¥1,234,567').
 */

const yen = new Intl.NumberFormat('ja-JP');

/** '¥1,234,567' for a number of yen (rounded to the yen). */
export function formatYen(amount: number): string {
  return `¥${yen.format(Math.round(amount))}`;
}

/** A stored amount as a number: '' and anything not digits count as 0. */
export function amountOf(stored: string): number {
  return /^\d+$/.test(stored) ? Number(stored) : 0;
}
