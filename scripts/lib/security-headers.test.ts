import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  APP_PATHS,
  ASSETS_PATH,
  cacheHeaderFor,
  EMULATOR_CONNECT,
  headersFor,
  hostingConfig,
  inlineScriptHashes,
  policyKind,
  PREVIEW_PATH,
  promotionPolicy,
  strictPolicy,
} from './security-headers';

const root = `${import.meta.dirname}/../..`;
const hashes = inlineScriptHashes(readFileSync(`${root}/index.html`, 'utf8'));
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

test('the strict policy: scripts from this site only, no plugins, no eval, no inline scripts', () => {
  const csp = strictPolicy(hashes);
  expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'sha256-/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  expect(directive(csp, 'connect-src')).toContain('https://*.googleapis.com');
  expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
});

test('an emulator build may connect to the local emulators; the deployed policy never names them', () => {
  const emulator = directive(strictPolicy(hashes, EMULATOR_CONNECT), 'connect-src');
  for (const origin of EMULATOR_CONNECT) expect(emulator).toContain(origin);
  expect(directive(strictPolicy(hashes), 'connect-src')).not.toContain('127.0.0.1');
  // The promotion page of an emulator build reads its promotion from the emulator too.
  const promotion = directive(promotionPolicy(EMULATOR_CONNECT), 'connect-src');
  for (const origin of EMULATOR_CONNECT) expect(promotion).toContain(origin);
  expect(directive(promotionPolicy(), 'connect-src')).not.toContain('127.0.0.1');
  expect(JSON.stringify(hostingConfig(hashes))).not.toContain('127.0.0.1');
});

test('the promotion policy lets landing pages work, and still forbids plugins', () => {
  const csp = promotionPolicy();
  expect(directive(csp, 'script-src')).toContain("'unsafe-inline'");
  // A listed hash would make browsers ignore 'unsafe-inline'.
  expect(directive(csp, 'script-src')).not.toContain("'sha256-");
  expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  expect(csp).not.toBe(strictPolicy(hashes));
});

test("index.html's one inline script (the skeleton) is allowed by its hash", () => {
  expect(hashes).toHaveLength(1);
  expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
});

test('which requests get the promotion policy: its host, promotion paths, the preview', () => {
  expect(policyKind('promotion.example.com', '/p1')).toBe('promotion');
  expect(policyKind('admin.example.com', '/promotion/p1')).toBe('promotion');
  expect(policyKind('localhost:4173', PREVIEW_PATH)).toBe('promotion');
  expect(policyKind('admin.example.com', '/promotions')).toBe('strict');
  // Only the promotion page itself: a deeper path loads the admin app, which keeps the strict one.
  expect(policyKind('admin.example.com', '/promotion/a/b')).toBe('strict');
  expect(policyKind('admin.example.com', '/promotion/')).toBe('strict');
  expect(policyKind('survey.example.com', '/s1')).toBe('strict');
  expect(policyKind(undefined, '/')).toBe('strict');
  expect(headersFor('strict', hashes).map((h) => h.key)).toEqual([
    'Content-Security-Policy',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'X-Frame-Options',
    'Permissions-Policy',
  ]);
});

test('firebase.json serves exactly these headers (npm run sync-hosting-headers rewrites it)', () => {
  const firebase = JSON.parse(readFileSync(`${root}/firebase.json`, 'utf8')) as {
    hosting: unknown;
  };
  expect(firebase.hosting).toEqual(hostingConfig(hashes));
});

test("on the app site the promotion paths' rules come after the strict one (the later wins)", () => {
  const [app] = hostingConfig(hashes) as { headers: { source: string; headers: unknown }[] }[];
  expect(app!.headers.map((rule) => rule.source)).toEqual([
    '**',
    '/promotion/*',
    PREVIEW_PATH,
    '**',
    `${ASSETS_PATH}**`,
  ]);
  expect(app!.headers[0]!.headers).toEqual(headersFor('strict', hashes));
  expect(app!.headers[2]!.headers).toEqual(headersFor('promotion', hashes));
});

test('hashed build files are kept for a year; every other path (index.html) is asked for again', () => {
  expect(cacheHeaderFor('/assets/customers-D6tvW_8v.js').value).toBe(
    'public, max-age=31536000, immutable',
  );
  for (const path of ['/', '/sa', '/index.html', '/promotion-preview.html', '/favicon.svg'])
    expect(cacheHeaderFor(path).value).toBe('no-cache');
  // Both sites, caching last so it wins over nothing else (no other rule sets Cache-Control).
  for (const site of hostingConfig(hashes) as { headers: { source: string; headers: unknown }[] }[])
    expect(site.headers.slice(-2)).toEqual([
      { source: '**', headers: [cacheHeaderFor('/')] },
      { source: `${ASSETS_PATH}**`, headers: [cacheHeaderFor(ASSETS_PATH)] },
    ]);
});

test('the app answers every path but the build files: a missing chunk is a 404, not index.html', () => {
  const app = new RegExp(APP_PATHS);
  for (const path of ['/', '/sa', '/a', '/as', '/asset', '/assets', '/assetsx', '/abc/assets/x'])
    expect(app.test(path)).toBe(true);
  for (const path of ['/surveys/s1/edit', '/promotion/p1', '/login', '/x'])
    expect(app.test(path)).toBe(true);
  for (const path of ['/assets/', '/assets/customers-D6tvW_8v.js', '/assets/index-abc.css'])
    expect(app.test(path)).toBe(false);
});
