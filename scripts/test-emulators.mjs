// `npm run test:emulators`: every suite under tests/emulators/ against the Firebase Emulator
// Suite (Auth, Firestore, Functions; scripts/lib/emulator-suite.mjs): the Auth adapter, the data
// contract on Firestore, the security rules, and the Cloud Functions — triggers fired by real
// writes, callables called through the Functions emulator. Then the counts, per suite.
// `--with-browser-tests`: then, under the same emulators (one start), the browser tests of the
// Firebase build (what `npm run test:e2e:emulators` runs); CI runs both this way.
// A missing emulator, Java or JDK tool fails the run with a message; nothing is skipped.
// Beside them, the restore drill of the backups (`npm run backup-drill`: export, wipe, import,
// compare), in a project of its own.
// Usage: npm run test:emulators [-- --with-browser-tests] [-- test files]
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { buildEmulatorApp, browserTestsScript } from './lib/emulator-browser-tests.mjs';
import { EMULATOR_APP_ENV, runWithEmulators } from './lib/emulator-suite.mjs';
import { EMULATOR_TEST_ENV, EMULATOR_TEST_FILES } from './lib/emulator-test-env.mjs';

const WITH_BROWSER = '--with-browser-tests';
const args = process.argv.slice(2);
const withBrowser = args.includes(WITH_BROWSER);
const reports = [
  'node_modules/.cache/emulator-suites.json',
  'node_modules/.cache/emulator-rules.json',
];
const files = args.filter((arg) => arg !== WITH_BROWSER);
const vitest = (report, ...rest) =>
  [
    'node node_modules/vitest/vitest.mjs run --config vitest.emulators.config.ts',
    `--reporter=default --reporter=json --outputFile.json=${report}`,
    ...rest,
  ].join(' ');
// The rules suite (its own project, demo-rules) runs beside the others, which share the app's
// project and run one file at a time, and then beside the browser tests, which seed that
// project once the others are done with it: each waits on the emulators far more than it
// computes. Its output is kept apart and printed at the end. Every part runs even when another
// failed, so one run reports them all.
const RULES = 'tests/emulators/rules.test.ts';
const rulesLog = 'node_modules/.cache/emulator-rules.log';
// The restore drill (scripts/backup-drill.ts) also runs beside them, in a project of its own.
const drill =
  'node node_modules/tsx/dist/cli.mjs --tsconfig tsconfig.node.json scripts/backup-drill.ts';
const drillLog = 'node_modules/.cache/backup-drill.log';
const others = `${vitest(reports[0], '--exclude', RULES)}; others=$?`;
const browser = withBrowser ? `${browserTestsScript([])}; browser=$?` : 'browser=0';
const script = files.length
  ? `${vitest(reports[0], ...files)}; others=$?; ${browser}; [ $others -eq 0 ] && [ $browser -eq 0 ]`
  : `(${vitest(reports[1], RULES)} > ${rulesLog} 2>&1) & rules=$!; ` +
    `(${drill} > ${drillLog} 2>&1) & drill=$!; ${others}; ${browser}; ` +
    `wait $rules; rules=$?; wait $drill; drill=$?; cat ${rulesLog} ${drillLog}; ` +
    '[ $others -eq 0 ] && [ $rules -eq 0 ] && [ $drill -eq 0 ] && [ $browser -eq 0 ]';

for (const report of [...reports, drillLog]) rmSync(report, { force: true });
if (withBrowser) buildEmulatorApp();
const code = await runWithEmulators({
  title: withBrowser ? 'Emulator suites and browser tests' : 'Emulator suites',
  script,
  env: { ...EMULATOR_TEST_ENV, ...(withBrowser ? EMULATOR_APP_ENV : {}) },
  functionsFiles: EMULATOR_TEST_FILES,
});

console.info('\n== Emulator suites (Auth, Firestore 1.19.9 from the Cloud SDK, Functions)');
const written = reports.filter((report) => existsSync(report));
if (written.length === 0) {
  console.info('   no results: the emulators or Vitest did not start (see the log above)');
  process.exit(code || 1);
}
const testResults = written.flatMap(
  (report) => JSON.parse(readFileSync(report, 'utf8')).testResults,
);
testResults.sort((a, b) => a.name.localeCompare(b.name));
for (const file of testResults) {
  const count = (status) => file.assertionResults.filter((test) => test.status === status).length;
  const name = file.name.replace(`${process.cwd()}/`, '');
  const skipped = count('skipped') + count('pending') + count('todo');
  console.info(
    `   ${name}: ${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} SKIPPED` : ''}`,
  );
}
if (!files.length) {
  const drilled = existsSync(drillLog) ? readFileSync(drillLog, 'utf8') : '';
  const verdict = drilled.match(/== Backup drill (passed: .*|FAILED.*)/)?.[1];
  console.info(`   scripts/backup-drill.ts: ${verdict ?? 'NO RESULT (see the log above)'}`);
}
const missing = files.length ? [] : reports.filter((report) => !existsSync(report));
if (missing.length) {
  console.info(`   no results in ${missing.join(', ')} (see the log above)`);
  process.exit(code || 1);
}
process.exit(code);
