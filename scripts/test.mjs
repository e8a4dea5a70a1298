// `npm test`: the typecheck, ESLint, and Prettier with knip side by side (each is one process on
// one core; the build machines have two), and Vitest, which uses every core, from the moment the
// code type-checks. Each check's output is printed when it ends, with the time it took, so a slow
// step is seen at once.
// Usage: npm test [-- vitest args]
import { spawn } from 'node:child_process';
import { copyShared } from '../functions/scripts/copy-shared.mjs';

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

/** Runs an npm script with its output kept, resolves with its code, output and time. */
function run(script, args = []) {
  const from = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, time: seconds(from) }));
  });
}

/** Runs npm scripts one after the other (stopping at a failure), as one result. */
async function runInTurn(scripts) {
  const from = Date.now();
  let output = '';
  for (const script of scripts) {
    const result = await run(script);
    output += result.output;
    if (result.code !== 0) return { ...result, output, time: seconds(from) };
  }
  return { script: scripts.join(', '), code: 0, output, time: seconds(from) };
}

function report({ script, code, output, time }) {
  process.stdout.write(output);
  console.info(`== ${script}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${time}`);
}

// The functions' copies of shared app modules first: the checks and the tests read them.
copyShared();
const typecheck = run('typecheck');
const lint = run('lint:eslint');
const format = runInTurn(['lint:format', 'lint:knip']);

// The tests start once the code type-checks (a type error is then reported as one, not as a
// failing test), beside the lint, which takes longest: the two cores stay busy to the end.
const typed = await typecheck;
report(typed);
const unit =
  typed.code !== 0
    ? null
    : await new Promise((resolve) => {
        const from = Date.now();
        const child = spawn(
          'npm',
          ['run', '--silent', 'test:unit', '--', ...process.argv.slice(2)],
          { stdio: 'inherit' },
        );
        child.on('close', (code) => resolve({ code: code ?? 1, time: seconds(from) }));
      });
const checks = await Promise.all([lint, format]);
checks.forEach(report);
if (unit) console.info(`== test:unit: ${unit.code === 0 ? 'ok' : 'FAILED'} in ${unit.time}`);
const passed = typed.code === 0 && unit?.code === 0 && checks.every((check) => check.code === 0);
console.info(`== npm test: ${passed ? 'passed' : 'FAILED'} in ${seconds(started)}`);
process.exit(passed ? 0 : 1);
