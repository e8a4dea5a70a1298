// Builds the two local-mode bundles the browser tests use, then runs Playwright.
// Usage: npm run test:e2e [-- playwright args]
import { spawnSync } from 'node:child_process';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Firebase variables must not leak into these builds: the tests need local mode.
const localOnly = Object.fromEntries(
  Object.keys(process.env)
    .filter((key) => key.startsWith('VITE_FIREBASE_'))
    .map((key) => [key, '']),
);
const vite = 'node_modules/vite/bin/vite.js';
run('node', [vite, 'build', '--logLevel', 'warn'], { ...localOnly, VITE_LOCAL_SEED: 'demo' });
run('node', [vite, 'build', '--logLevel', 'warn', '--outDir', 'dist-empty'], {
  ...localOnly,
  VITE_LOCAL_SEED: 'empty',
});
run('node', ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
