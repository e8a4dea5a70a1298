// Measures the list's search filter over 500 surveys, the work done per keystroke before React
// renders (the table itself re-renders at low priority via useDeferredValue, rows are memoised).
// Run: npx tsx scripts/bench-survey-search.ts
import { performance } from 'node:perf_hooks';
import { filterSurveys } from '../src/features/surveys/model/survey-draft';

const surveys = Array.from({ length: 500 }, (_, i) => ({
  title: `顧客満足度アンケート ${i} Customer Survey`,
  description: `第${i}回 定期調査 / regular research number ${i} about our services`,
}));
const typed = [
  'c',
  'cu',
  'cus',
  'cust',
  'custo',
  'custom',
  'customer',
  '顧',
  '顧客',
  'number 42',
  'zzz',
];

for (let i = 0; i < 200; i += 1) for (const q of typed) filterSurveys(surveys, q); // warm up

const samples: number[] = [];
for (let round = 0; round < 200; round += 1) {
  for (const q of typed) {
    const start = performance.now();
    filterSurveys(surveys, q);
    samples.push(performance.now() - start);
  }
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.floor((samples.length - 1) * p)]!.toFixed(3);
console.info(`filterSurveys over ${surveys.length} surveys, ${samples.length} keystrokes`);
console.info(`median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`);
