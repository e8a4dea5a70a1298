// `npm run test:emulators`: every suite under tests/emulators/ against the Firebase Emulator
// Suite (Auth, Firestore, Functions; scripts/lib/emulator-suite.mjs): the Auth adapter, the data
// contract on Firestore, the security rules, and the Cloud Functions — triggers fired by real
// writes, callables called through the Functions emulator. Then the counts, per suite.
// A missing emulator, Java or JDK tool fails the run with a message; nothing is skipped.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import {
  EmulatorSetupError,
  buildFunctions,
  emulatorsExec,
  useFunctionsFiles,
} from './lib/emulator-suite.mjs';
import {
  EMULATOR_TEST_ENV,
  EMULATOR_TEST_PARAMS,
  EMULATOR_TEST_SECRETS,
} from './lib/emulator-test-env.mjs';

const report = 'node_modules/.cache/emulator-suites.json';
const files = process.argv.slice(2);
const vitest = [
  'node node_modules/vitest/vitest.mjs run --config vitest.emulators.config.ts',
  `--reporter=default --reporter=json --outputFile.json=${report}`,
  ...files,
].join(' ');

let code = 1;
try {
  buildFunctions();
  rmSync(report, { force: true });
  const restoreFiles = useFunctionsFiles({
    secrets: EMULATOR_TEST_SECRETS,
    params: EMULATOR_TEST_PARAMS,
  });
  try {
    code = await emulatorsExec({ script: vitest, env: EMULATOR_TEST_ENV });
  } finally {
    restoreFiles();
  }
} catch (error) {
  if (!(error instanceof EmulatorSetupError)) throw error;
  console.error(`\n== Emulator suites: NOT RUN\n   ${error.message}`);
  process.exit(1);
}

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
