// The browser tests of the Firebase build (e2e/firebase/): its build, and the command that seeds
// the emulators and runs Playwright under them. Used by test-e2e-emulators and, after the
// emulator suites under the same emulators, by test-emulators --with-browser-tests.
import { spawnSync } from 'node:child_process';
import { EMULATOR_APP_ENV } from './emulator-suite.mjs';

/** `vite build` of the app for the emulators, into dist-emulators; exits on failure. */
export function buildEmulatorApp() {
  const build = spawnSync(
    'node',
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', 'dist-emulators'],
    { stdio: 'inherit', env: { ...process.env, ...EMULATOR_APP_ENV } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Seed the emulators, then Playwright with `args` (a shell command). */
export function browserTestsScript(args) {
  return [
    'node node_modules/tsx/dist/cli.mjs --tsconfig tsconfig.node.json scripts/seed-emulators.ts &&',
    'node node_modules/@playwright/test/cli.js test --config playwright.emulators.config.ts',
    ...args,
  ].join(' ');
}
