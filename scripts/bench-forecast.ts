// The ヨミ表's computation over 10,000 deals (the issue's size): checks its figures against a
// plain re-count, then times it. Prints median, p95 and max; `--record` writes them to
// docs/figures/forecast.json (docs/features/deals.md quotes them).
// Run: npm run bench:forecast [-- --record]
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { forecast, plusMonths, type ForecastDeal } from '../src/features/deals/model/forecast';

const DEALS = 10_000;
const MONTH = '2026-12';
const FIGURES = 'docs/figures/forecast.json';
const { values } = parseArgs({ options: { record: { type: 'boolean', default: false } } });

const STAGES = ['見込み', '提案', '見積提出', '交渉', '受注', '失注'];
const CONFIDENCES = [
  { label: 'A', percent: 80 },
  { label: 'B', percent: 50 },
  { label: 'C', percent: 20 },
];
const ASSIGNEES = Array.from({ length: 30 }, (_, i) => `担当${i + 1}`);

/** A fixed pseudo-random sequence, so every run measures the same deals. */
let seed = 42;
const next = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
};
const deals: ForecastDeal[] = Array.from({ length: DEALS }, () => ({
  amount: String((1 + next(500)) * 10_000),
  confidence: next(10) === 0 ? '' : CONFIDENCES[next(3)]!.label,
  progress: STAGES[next(STAGES.length)]!,
  closeDate: `${plusMonths(MONTH, next(6) - 2)}-${String(1 + next(28)).padStart(2, '0')}`,
  assignee: next(20) === 0 ? '' : ASSIGNEES[next(ASSIGNEES.length)]!,
}));
const goals = new Map(ASSIGNEES.map((name, i) => [name, (i + 1) * 1_000_000]));
const options = { month: MONTH, confidences: CONFIDENCES, goals, assignees: ASSIGNEES };

// Correct first: the total's 受注 and each ヨミ against a plain count of the same deals.
const table = forecast(deals, options);
const inMonth = deals.filter((deal) => deal.closeDate.startsWith(MONTH));
const sum = (list: ForecastDeal[]) => list.reduce((total, deal) => total + Number(deal.amount), 0);
const expected = [
  sum(inMonth.filter((deal) => deal.progress === '受注')),
  ...CONFIDENCES.map((c) =>
    sum(inMonth.filter((d) => d.confidence === c.label && !['受注', '失注'].includes(d.progress))),
  ),
];
const got = [table.total.won, ...table.total.byConfidence];
const rowsAddUp = table.rows.reduce((total, row) => total + row.won, 0) === table.total.won;
if (JSON.stringify(got) !== JSON.stringify(expected) || !rowsAddUp) {
  console.error(`== ヨミ表 bench FAILED: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
  process.exit(1);
}

for (let i = 0; i < 20; i += 1) forecast(deals, options); // warm up
const samples: number[] = [];
for (let i = 0; i < 100; i += 1) {
  const start = performance.now();
  forecast(deals, options);
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const ms = (p: number) => `${samples[Math.floor((samples.length - 1) * p)]!.toFixed(1)} ms`;
const figures = { deals: DEALS, median: ms(0.5), p95: ms(0.95), max: ms(1) };
console.info(
  `ヨミ表 over ${DEALS} deals (${table.rows.length} 担当者), figures checked by a re-count`,
);
console.info(
  `median ${figures.median}, p95 ${figures.p95}, max ${figures.max} (target: under 100 ms)`,
);
if (values.record) {
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(FIGURES, `${JSON.stringify({ date, ...figures }, null, 2)}\n`);
  console.info(`figures recorded in ${FIGURES} (quote them in docs/features/deals.md)`);
}
