// The root package's postinstall: installs the Cloud Functions package too (functions/ is its
// own npm package, deployed alone), so one `npm install` or `npm ci` sets up everything. Skipped
// when functions/node_modules was installed from the same lockfile already (a stamp of its hash),
// so adding a package at the root does not reinstall the functions each time.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const functionsDir = join(import.meta.dirname, '..', 'functions');
const lock = join(functionsDir, 'package-lock.json');
const stamp = join(functionsDir, 'node_modules', '.installed-from-lock');

if (!existsSync(lock)) process.exit(0);
const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
  console.info('functions: already installed from this lockfile');
  process.exit(0);
}
console.info('functions: npm ci --prefix functions');
const run = spawnSync('npm', ['ci', '--prefix', functionsDir, '--no-audit', '--no-fund'], {
  stdio: 'inherit',
});
if (run.status !== 0) {
  console.error('functions: install failed; run `npm ci --prefix functions` to see why.');
  process.exit(run.status ?? 1);
}
writeFileSync(stamp, hash);
