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

/**
 * What a person typed or pasted, as stored digits: full-width digits, '¥', '円', commas and
 * spaces are allowed ('１，２００円' → '1200'); null when it is not a whole amount of yen.
 */
export function parseAmount(typed: string): string | null {
  const halfWidth = typed.replace(/[０-９]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0xfee0),
  );
  const bare = halfWidth.replace(/[¥￥円,，\s]/g, '');
  if (bare === '') return '';
  if (!/^\d{1,13}$/.test(bare)) return null;
  return String(Number(bare));
}
