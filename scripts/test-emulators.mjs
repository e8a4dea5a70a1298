// `npm run test:emulators`: every suite under tests/emulators/ against the Firebase Emulator
// Suite (Auth, Firestore, Functions; scripts/lib/emulator-suite.mjs): the Auth adapter, the data
// contract on Firestore, the security rules, and the Cloud Functions — triggers fired by real
// writes, callables called through the Functions emulator. Then the counts, per suite.
// `--with-browser-tests`: then, under the same emulators (one start), the browser tests of the
// Firebase build (what `npm run test:e2e:emulators` runs); CI runs both this way.
// A missing emulator, Java or JDK tool fails the run with a message; nothing is skipped.
// Usage: npm run test:emulators [-- --with-browser-tests] [-- test files]
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { buildEmulatorApp, browserTestsScript } from './lib/emulator-browser-tests.mjs';
import { EMULATOR_APP_ENV, runWithEmulators } from './lib/emulator-suite.mjs';
import { EMULATOR_TEST_ENV, EMULATOR_TEST_FILES } from './lib/emulator-test-env.mjs';

const WITH_BROWSER = '--with-browser-tests';
const args = process.argv.slice(2);
const withBrowser = args.includes(WITH_BROWSER);
const report = 'node_modules/.cache/emulator-suites.json';
const vitest = [
  'node node_modules/vitest/vitest.mjs run --config vitest.emulators.config.ts',
  `--reporter=default --reporter=json --outputFile.json=${report}`,
  ...args.filter((arg) => arg !== WITH_BROWSER),
].join(' ');

rmSync(report, { force: true });
if (withBrowser) buildEmulatorApp();
// The browser tests run even when a suite failed, so one run reports both.
const script = withBrowser
  ? `${vitest}; suites=$?; ${browserTestsScript([])}; browser=$?; [ $suites -eq 0 ] && [ $browser -eq 0 ]`
  : vitest;
const code = await runWithEmulators({
  title: withBrowser ? 'Emulator suites and browser tests' : 'Emulator suites',
  script,
  env: { ...EMULATOR_TEST_ENV, ...(withBrowser ? EMULATOR_APP_ENV : {}) },
  functionsFiles: EMULATOR_TEST_FILES,
});

console.info('\n== Emulator suites (Auth, Firestore 1.19.9 from the Cloud SDK, Functions)');
if (!existsSync(report)) {
  console.info('   no results: the emulators or Vitest did not start (see the log above)');
  process.exit(code || 1);
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
for (const file of testResults) {
  const count = (status) => file.assertionResults.filter((test) => test.status === status).length;
  const name = file.name.replace(`${process.cwd()}/`, '');
  const skipped = count('skipped') + count('pending') + count('todo');
  console.info(
    `   ${name}: ${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} SKIPPED` : ''}`,
  );
}
process.exit(code);
