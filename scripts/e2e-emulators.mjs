// `npm run test:e2e:emulators`: the Firebase build of the app (VITE_USE_EMULATORS=true) in
// Debian's Chromium against the Emulator Suite (Auth, Firestore, Functions), seeded with the
// demo data, as `npm run test:e2e` does for local mode. Specs: e2e/firebase/. CI runs these
// after the emulator suites under one start (`npm run test:emulators -- --with-browser-tests`).
// Usage: npm run test:e2e:emulators [-- playwright args]
import { buildEmulatorApp, browserTestsScript } from './lib/emulator-browser-tests.mjs';
import { EMULATOR_APP_ENV, runWithEmulators } from './lib/emulator-suite.mjs';
import { EMULATOR_TEST_ENV, EMULATOR_TEST_FILES } from './lib/emulator-test-env.mjs';

buildEmulatorApp();
process.exit(
  await runWithEmulators({
    title: 'Browser tests of the Firebase build',
    script: browserTestsScript(process.argv.slice(2)),
    env: { ...EMULATOR_TEST_ENV, ...EMULATOR_APP_ENV },
    functionsFiles: EMULATOR_TEST_FILES,
  }),
);
