import { foldText } from '@/lib/fold-text';

/**
 * The corporate number (法人番号): 13 digits, the first a check digit over the other twelve
 * (National Tax Agency: 9 − (Σ Pₙ·Qₙ mod 9), Pₙ the n-th digit of the 12-digit base counted from
 * the right, Qₙ 1 for odd n and 2 for even n). A wrong one is flagged, never refused: stored data
 * may hold such values.
 */

/** Digits only: full-width digits, spaces and hyphens as people type or paste them. */
export function normaliseCorporateNumber(value: string): string {
  return foldText(value).replace(/[\s\-‐−ー]/g, '');
}

export function checkDigit(base12: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(base12[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** Why a corporate number looks wrong, or null when it is fine (or empty). */
export function corporateNumberProblem(value: string): 'format' | 'check-digit' | null {
  const number = normaliseCorporateNumber(value);
  if (number === '') return null;
  if (!/^\d{13}$/.test(number)) return 'format';
  return Number(number[0]) === checkDigit(number.slice(1)) ? null : 'check-digit';
}
