// `npm run test:e2e:emulators`: the Firebase build of the app (VITE_USE_EMULATORS=true) in
// Debian's Chromium against the Emulator Suite (Auth, Firestore, Functions), seeded with the
// demo data, as `npm run test:e2e` does for local mode. Specs: e2e/firebase/.
// Usage: npm run test:e2e:emulators [-- playwright args]
import { spawnSync } from 'node:child_process';
import { EMULATOR_APP_ENV, runWithEmulators } from './lib/emulator-suite.mjs';
import { EMULATOR_TEST_ENV, EMULATOR_TEST_FILES } from './lib/emulator-test-env.mjs';

const build = spawnSync(
  'node',
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', 'dist-emulators'],
  { stdio: 'inherit', env: { ...process.env, ...EMULATOR_APP_ENV } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const playwright = [
  'node node_modules/@playwright/test/cli.js test --config playwright.emulators.config.ts',
  ...process.argv.slice(2),
].join(' ');
process.exit(
  await runWithEmulators({
    title: 'Browser tests of the Firebase build',
    script: `node node_modules/tsx/dist/cli.mjs scripts/seed-emulators.ts && ${playwright}`,
    env: { ...EMULATOR_TEST_ENV, ...EMULATOR_APP_ENV },
    functionsFiles: EMULATOR_TEST_FILES,
  }),
);
