// Holds a change to the CI budget: clean clones of a base commit and of HEAD, each run with
// `CI=true bash .ci/run` one after the other (base, head, base, head …) on this machine, then
// every step's time side by side and the ratios. Exits 1 when HEAD's total is over 0.6× the
// base's or its `npm test` over 0.75× (the medians of the runs), or when a run failed.
//
// Usage: npm run bench:ci -- <base> [--runs 2] [--logs DIR]
//   --logs DIR keeps each run's log as DIR/base-1.log, DIR/head-1.log …; a log there that
//   finished ("== HH:MM:SS done") is read instead of running again, so the runs may be spread
//   over a session. Default: a new folder under the system's temporary folder.
//   --only base|head runs that side's missing runs alone (no comparison).
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ciSteps, duration } from './lib/ci-steps.mjs';

const BUDGET = { total: 0.6, 'npm test': 0.75 };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '2' },
    logs: { type: 'string' },
    only: { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error('usage: npm run bench:ci -- <base commit> [--runs 2] [--logs DIR]');
  process.exit(2);
}
const repo = resolve(import.meta.dirname, '..');
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();
const commits = { base: git('rev-parse', positionals[0]), head: git('rev-parse', 'HEAD') };
const runs = Number(values.runs);
const logs = resolve(values.logs ?? mkdtempSync(join(tmpdir(), 'bench-ci-')));
execFileSync('mkdir', ['-p', logs]);
console.info(`base ${commits.base}\nhead ${commits.head}\nlogs ${logs}`);

/** One clean-clone CI run of `commit`, its output teed into `logFile`; resolves with the exit code. */
function runCi(commit, logFile) {
  const clone = mkdtempSync(join(tmpdir(), 'bench-ci-clone-'));
  execFileSync('git', ['clone', '--quiet', '--no-local', repo, clone]);
  execFileSync('git', ['-C', clone, 'checkout', '--quiet', '--detach', commit]);
  const out = createWriteStream(logFile);
  return new Promise((done) => {
    const child = spawn('bash', ['.ci/run'], {
      cwd: clone,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        out.write(chunk);
        const text = String(chunk);
        // The step lines only, so a long run shows where it is without its whole output.
        for (const line of text.split('\n')) if (/^== \d\d:/.test(line)) console.info(`  ${line}`);
      });
    }
    child.on('close', (code) => {
      out.end();
      rmSync(clone, { recursive: true, force: true });
      done(code ?? 1);
    });
  });
}

const results = { base: [], head: [] };
let failed = false;
for (let run = 1; run <= runs; run += 1) {
  for (const side of /** @type {const} */ (['base', 'head'])) {
    if (values.only && values.only !== side) continue;
    const logFile = join(logs, `${side}-${run}.log`);
    const kept = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    if (kept && /^== \d\d:\d\d:\d\d done$/m.test(kept)) {
      console.info(`${side} run ${run}: read from ${logFile}`);
    } else {
      console.info(`${side} run ${run}: ${commits[side].slice(0, 7)} …`);
      const code = await runCi(commits[side], logFile);
      if (code !== 0) {
        console.error(`${side} run ${run} FAILED (exit ${code}); log: ${logFile}`);
        failed = true;
        continue;
      }
    }
    results[side].push(ciSteps(readFileSync(logFile, 'utf8')));
  }
}
if (failed) process.exit(1);
if (values.only) process.exit(0);

const median = (numbers) => {
  if (numbers.length === 0) return NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};
const stepSeconds = (run, step) =>
  step === 'total' ? run.total : run.steps.find((s) => s.step === step)?.seconds;
const stepNames = [
  ...new Set([...results.base, ...results.head].flatMap((run) => run.steps.map((s) => s.step))),
  'total',
];

const cell = (run, step) => {
  const seconds = stepSeconds(run, step);
  return seconds === undefined ? '—' : duration(seconds);
};
const header = [
  'step',
  ...results.base.map((_, i) => `base ${i + 1}`),
  ...results.head.map((_, i) => `head ${i + 1}`),
  'ratio of medians',
];
const rows = stepNames.map((step) => {
  const base = median(results.base.map((run) => stepSeconds(run, step)).filter(Number.isFinite));
  const head = median(results.head.map((run) => stepSeconds(run, step)).filter(Number.isFinite));
  const ratio = Number.isFinite(base) && Number.isFinite(head) ? (head / base).toFixed(2) : '—';
  return [
    step,
    ...results.base.map((run) => cell(run, step)),
    ...results.head.map((run) => cell(run, step)),
    ratio,
  ];
});
console.info(`\n| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`);
for (const row of rows) console.info(`| ${row.join(' | ')} |`);

let over = false;
for (const [step, budget] of Object.entries(BUDGET)) {
  const base = median(results.base.map((run) => stepSeconds(run, step)));
  const head = median(results.head.map((run) => stepSeconds(run, step)));
  const ratio = head / base;
  // Three decimals: 0.6007 is over 0.6, which two would hide.
  const ok = ratio <= budget;
  if (!ok) over = true;
  console.info(
    `${step}: ${duration(head)} against ${duration(base)} = ${ratio.toFixed(3)}× (budget ${budget}×) ${ok ? 'ok' : 'OVER'}`,
  );
}
process.exit(over ? 1 : 0);
