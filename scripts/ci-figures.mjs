// Records how long a clean-clone CI run took, step by step, from its log (the "== HH:MM:SS step"
// lines .ci/run prints): docs/figures/ci.json, and the block of docs/testing.md between its
// ci-figures markers (a docs check holds the two together).
// Usage: node scripts/ci-figures.mjs path/to/ci.log
import { readFileSync, writeFileSync } from 'node:fs';

const log = readFileSync(process.argv[2] ?? 0, 'utf8');
const marks = [...log.matchAll(/^== (\d\d):(\d\d):(\d\d) (.+)$/gm)].map((match) => ({
  seconds: Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]),
  step: match[4].replace(/\s*\(.*$/, '').trim(),
}));
if (marks.length < 3) throw new Error('no "== HH:MM:SS step" lines in the log');

/** '14 min 5 s', '52 s' (a run past midnight counts on). */
const duration = (from, to) => {
  const total = (to - from + 86_400) % 86_400;
  const minutes = Math.floor(total / 60);
  return minutes > 0 ? `${minutes} min ${total % 60} s` : `${total} s`;
};

const figures = {
  date: new Date().toISOString().slice(0, 10),
  total: duration(marks[0].seconds, marks.at(-1).seconds),
  steps: [
    { step: 'npm ci', time: duration(marks[0].seconds, marks[1].seconds) },
    ...marks.slice(1, -1).map((mark, index) => ({
      step: mark.step,
      time: duration(mark.seconds, marks[index + 2].seconds),
    })),
  ],
};
writeFileSync('docs/figures/ci.json', `${JSON.stringify(figures, null, 2)}\n`);

const doc = 'docs/testing.md';
const block = [
  '<!-- ci-figures: written by scripts/ci-figures.mjs -->',
  `A clean clone of main on the 2-core build machine (${figures.date}): ${figures.total} in all.`,
  '',
  '| step | time |',
  '| --- | --- |',
  ...figures.steps.map(({ step, time }) => `| \`${step}\` | ${time} |`),
  '<!-- /ci-figures -->',
].join('\n');
const text = readFileSync(doc, 'utf8');
const at = text.indexOf('<!-- ci-figures');
const end = text.indexOf('<!-- /ci-figures -->');
if (at < 0 || end < 0) throw new Error(`${doc} has no ci-figures block`);
writeFileSync(doc, text.slice(0, at) + block + text.slice(end + '<!-- /ci-figures -->'.length));
console.info(figures);
