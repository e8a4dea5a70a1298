// `npm test`: the typecheck, ESLint, and Prettier with knip side by side (each is one process on
// one core; the build machines have two), then Vitest, which uses every core. Each step's output
// is printed when it ends, with the time it took, so a slow step is seen at once. Each step's output is printed
// as it ends, and the time each took, so a slow step is seen at once.
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
const checks = await Promise.all([
  run('typecheck'),
  run('lint:eslint'),
  runInTurn(['lint:format', 'lint:knip']),
]);
checks.forEach(report);
if (checks.some((check) => check.code !== 0)) process.exit(1);

// Then the tests alone: their timing-sensitive cases get the machine to themselves.
const unit = await new Promise((resolve) => {
  const from = Date.now();
  const child = spawn('npm', ['run', '--silent', 'test:unit', '--', ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  child.on('close', (code) => resolve({ code: code ?? 1, time: seconds(from) }));
});
console.info(`== test:unit: ${unit.code === 0 ? 'ok' : 'FAILED'} in ${unit.time}`);
console.info(`== npm test: ${unit.code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
process.exit(unit.code);
