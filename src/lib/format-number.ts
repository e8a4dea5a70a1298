/**
 * Numbers for display, always ja-JP. Apart from the date helpers (format.ts) because the public
 * survey page needs `formatNumber` only, and a shared module travels whole into the chunk of its
 * first user (budget: scripts/bench-public-bundle.ts).
 */

/** 1,234 */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('ja-JP').format(value);
}

// No grouping: the same digits as the spec's examples ("66.7", "3.50"), also above 1,000.
const percentFormatter = new Intl.NumberFormat('ja-JP', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});
const averageFormatter = new Intl.NumberFormat('ja-JP', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** A percentage with one decimal, without the sign: 66.7 */
export function formatPercent(value: number): string {
  return percentFormatter.format(value);
}

/** An average with two decimals: 3.50 */
export function formatAverage(value: number): string {
  return averageFormatter.format(value);
}
