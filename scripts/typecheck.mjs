// `npm run typecheck`: the web app and its tooling (tsc -b), then the Cloud Functions package and
// the emulator suites that load it. The last two need functions/node_modules, which `npm install`
// installs (scripts/install-functions.mjs); when it is missing this says what to run instead of
// failing with a bare TypeScript error about firebase-functions.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyShared } from '../functions/scripts/copy-shared.mjs';

// TypeScript 7's native compiler (the `typescript-native` alias) checks the same code in a
// fraction of 5.9's time; the tools that use TypeScript's JavaScript API (typescript-eslint,
// Vite's plugins, the query inventory in scripts/lib/firestore-queries.ts) stay on 5.9.
const tsc = (...args) => {
  const run = spawnSync('node', ['node_modules/typescript-native/bin/tsc', ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

copyShared();
tsc('-b');
if (!existsSync('functions/node_modules/firebase-functions')) {
  console.error(
    '\ntypecheck: the web app is fine, but the Cloud Functions package is not installed,\n' +
      'so functions/ and the emulator suites (tests/emulators/) cannot be checked.\n' +
      'Run: npm install --prefix functions   (a plain `npm install` at the root does it too)\n',
  );
  process.exit(1);
}
tsc('-p', 'functions', '--noEmit');
tsc('-p', 'tsconfig.emulators.json', '--noEmit');
