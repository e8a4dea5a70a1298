import { amountOf } from './money';

/**
 * A board lane's figures: 合計 is Σ金額 of its deals, ヨミ is Σ金額×確度 (a deal without a 確度
 * counts nothing in the ヨミ). `percents` maps a 確度 label to its percentage.
 */
export function laneFigures(
  rows: readonly { amount: string; confidence: string }[],
  percents: ReadonlyMap<string, number>,
): { total: number; expected: number } {
  let total = 0;
  let expected = 0;
  for (const row of rows) {
    const amount = amountOf(row.amount);
    total += amount;
    expected += (amount * (percents.get(row.confidence) ?? 0)) / 100;
  }
  return { total, expected };
}
