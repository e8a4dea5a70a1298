// `npm run test:emulators`: the suites that need the Firebase Emulator Suite.
// - Auth adapter tests: always (the Auth emulator needs only firebase-tools).
// - Firestore contract + security-rules tests: only where the Firestore emulator can start
//   (Java 21+ and its JAR). Otherwise they are reported as SKIPPED, loudly, never as passed.
import { spawnSync } from 'node:child_process';

const PROJECT = 'demo-backoffice';
const firebase = 'node_modules/.bin/firebase';
const vitest = 'node node_modules/vitest/vitest.mjs run --config vitest.emulators.config.ts';
// Auth adapter, client sign-up turned off, and the members callables' Auth half (Admin SDK).
const AUTH_SUITES = [
  'tests/emulators/firebase-auth.test.ts',
  'tests/emulators/member-accounts-auth.test.ts',
];
const FIRESTORE_SUITES = [
  'tests/emulators/firestore-contract.test.ts',
  'tests/emulators/rules.test.ts',
];

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return { major: 0, text: 'java not found' };
  const text = `${result.stderr}${result.stdout}`;
  const match = text.match(/version "(\d+)(?:\.(\d+))?/);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  return { major, text: text.split('\n')[0] ?? '' };
}

function emulatorsExec(only, command) {
  console.info(`\n== firebase emulators:exec --only ${only}\n   ${command}\n`);
  const result = spawnSync(
    firebase,
    ['emulators:exec', '--only', only, '--project', PROJECT, command],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const output = `${result.stdout}${result.stderr}`;
  const emulatorFailed =
    /Could not start|Unable to start|download|Error: .*emulator/i.test(output) &&
    !/Test Files/.test(output);
  return { status: result.status ?? 1, emulatorFailed };
}

const summary = [];
const java = javaMajorVersion();
let exitCode = 0;

if (java.major >= 21) {
  const all = emulatorsExec('auth,firestore', vitest);
  if (!all.emulatorFailed) {
    summary.push(
      `auth adapter, Firestore contract, security rules: ${all.status === 0 ? 'PASSED' : 'FAILED'}`,
    );
    exitCode = all.status;
  } else {
    summary.push(
      'Firestore contract + security rules: SKIPPED (the Firestore emulator did not start; see the log above)',
    );
  }
} else {
  summary.push(
    `Firestore contract + security rules: SKIPPED — the Firestore emulator needs Java 21+ (this machine: ${java.text}).`,
    `  Suites not run: ${FIRESTORE_SUITES.join(', ')}`,
  );
}

if (!summary.some((line) => line.includes('PASSED') || line.includes('FAILED'))) {
  const auth = emulatorsExec('auth', `${vitest} ${AUTH_SUITES.join(' ')}`);
  summary.unshift(`auth adapter (Auth emulator): ${auth.status === 0 ? 'PASSED' : 'FAILED'}`);
  exitCode = auth.status;
}

console.info('\n== Emulator suites');
for (const line of summary) console.info(`   ${line}`);
process.exit(exitCode);
