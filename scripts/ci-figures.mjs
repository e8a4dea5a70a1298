// Records how long a clean-clone CI run took, step by step, from its "== HH:MM:SS step" lines
// (scripts/lib/ci-steps.mjs): prints the table, writes docs/figures/ci.json, and rewrites the
// block of docs/testing.md between its ci-figures markers (a docs check holds the two together).
// `.ci/run` calls it at its end with its own lines; it also reads a whole run's log.
// Usage: node scripts/ci-figures.mjs path/to/ci.log
import { readFileSync, writeFileSync } from 'node:fs';
import { ciSteps, duration } from './lib/ci-steps.mjs';

const run = ciSteps(readFileSync(process.argv[2] ?? 0, 'utf8'));
const figures = {
  date: new Date().toISOString().slice(0, 10),
  total: duration(run.total),
  steps: run.steps.map(({ step, seconds }) => ({ step, time: duration(seconds) })),
};
writeFileSync('docs/figures/ci.json', `${JSON.stringify(figures, null, 2)}\n`);

const doc = 'docs/testing.md';
const table = ['| step | time |', '| --- | --- |'].concat(
  figures.steps.map(({ step, time }) => `| \`${step}\` | ${time} |`),
);
const block = [
  '<!-- ci-figures: written by scripts/ci-figures.mjs -->',
  `A clean clone of main on the 2-core build machine (${figures.date}): ${figures.total} in all.`,
  '',
  ...table,
  '<!-- /ci-figures -->',
].join('\n');
const text = readFileSync(doc, 'utf8');
const at = text.indexOf('<!-- ci-figures');
const end = text.indexOf('<!-- /ci-figures -->');
if (at < 0 || end < 0) throw new Error(`${doc} has no ci-figures block`);
writeFileSync(doc, text.slice(0, at) + block + text.slice(end + '<!-- /ci-figures -->'.length));
console.info(`\nCI steps (${figures.total} in all):\n${table.join('\n')}`);
