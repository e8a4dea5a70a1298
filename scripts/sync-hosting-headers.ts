// npm run sync-hosting-headers: writes firebase.json's `hosting` section from
// scripts/lib/security-headers.ts (run it after
// changing a policy or index.html's inline script; security-headers.test.ts fails until then).
import { readFileSync, writeFileSync } from 'node:fs';
import { hostingConfig, inlineScriptHashes } from './lib/security-headers';

const root = new URL('..', import.meta.url);
const config = JSON.parse(readFileSync(new URL('firebase.json', root), 'utf8')) as Record<
  string,
  unknown
>;
config.hosting = hostingConfig(
  inlineScriptHashes(readFileSync(new URL('index.html', root), 'utf8')),
);
writeFileSync(new URL('firebase.json', root), `${JSON.stringify(config, null, 2)}\n`);
console.info('firebase.json: hosting headers written');
