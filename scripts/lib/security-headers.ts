// The security headers of every host, in one place (docs/security.md "Security headers").
// Firebase Hosting sends them from firebase.json (kept equal to this module by
// security-headers.test.ts; `npm run sync-hosting-headers` rewrites it) and `vite
// preview` from its plugin (scripts/security-headers-plugin.ts), so the browser tests run the
// app under the same policies.
import { createHash } from 'node:crypto';
import { EMULATOR_PORTS } from '../../src/lib/backend/firebase/emulator-ports.ts';

/** The admin's promotion preview document: it runs staff-written HTML, under the looser policy. */
export const PREVIEW_PATH = '/promotion-preview.html';

/** Where the Firebase SDKs connect (Auth, Firestore, Functions, App Check with reCAPTCHA). */
const FIREBASE_CONNECT = [
  'https://*.googleapis.com',
  'https://*.cloudfunctions.net',
  'https://www.google.com/recaptcha/',
];
/**
 * Where a build made with VITE_USE_EMULATORS=true connects instead (the emulators' ports). Only
 * `vite preview` of such a build sends them (scripts/security-headers-plugin.ts); Hosting's
 * headers never name them.
 */
export const EMULATOR_CONNECT = Object.values(EMULATOR_PORTS).map(
  (port) => `http://127.0.0.1:${port}`,
);
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** `'sha256-…'` of each inline script of an HTML page (index.html has one: the skeleton's). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * Admin, survey and result pages: scripts only from this site (plus the hashed skeleton script
 * of index.html, and reCAPTCHA for App Check), no plugins, no foreign framing. Styles allow
 * 'unsafe-inline' because the toast and code-editor libraries insert <style> elements.
 */
export function strictPolicy(
  scriptHashes: readonly string[],
  extraConnect: readonly string[] = [],
): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...RECAPTCHA],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...FIREBASE_CONNECT, ...extraConnect],
    'frame-src': ["'self'", ...RECAPTCHA],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/**
 * Promotion pages show staff-written HTML in a sandboxed frame (an opaque origin: no storage,
 * cookies or parent page). A srcdoc frame inherits its page's policy, so the page allows what
 * landing pages use: inline and https scripts (tag managers need eval too), https styles,
 * images, fonts, media and frames. Plugins and foreign framing stay off.
 */
export function promotionPolicy(extraConnect: readonly string[] = []): string {
  return policy({
    'default-src': ["'self'"],
    // No hashes here: a browser ignores 'unsafe-inline' when a hash is listed.
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https:'],
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'img-src': ['*', 'data:', 'blob:'],
    'font-src': ['*', 'data:'],
    'media-src': ['*', 'data:', 'blob:'],
    'connect-src': ["'self'", 'https:', ...extraConnect],
    'frame-src': ['https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", 'https:'],
    'frame-ancestors': ["'self'"],
  });
}

const COMMON: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** Which policy a request gets: the promotion host, a promotion path, the preview; else strict. */
export type PolicyKind = 'strict' | 'promotion';

/**
 * A promotion page on the admin origin: `/promotion/{id}`, one segment only (Hosting's
 * `/promotion/*`). Any deeper path is the admin app's, under the strict policy.
 */
const PROMOTION_PAGE = /^\/promotion\/[^/]+$/;

export function policyKind(host: string | undefined, path: string): PolicyKind {
  const name = (host ?? '').toLowerCase();
  if (name.startsWith('promotion.')) return 'promotion';
  if (path === PREVIEW_PATH || PROMOTION_PAGE.test(path)) return 'promotion';
  return 'strict';
}

export interface Header {
  key: string;
  value: string;
}

export function headersFor(
  kind: PolicyKind,
  scriptHashes: readonly string[],
  extraConnect: readonly string[] = [],
): Header[] {
  // extraConnect: the emulators' ports, which only `vite preview` of an emulator build sends.
  const csp =
    kind === 'promotion' ? promotionPolicy(extraConnect) : strictPolicy(scriptHashes, extraConnect);
  return [{ key: 'Content-Security-Policy', value: csp }, ...COMMON];
}

/**
 * The build's hashed files (`dist/assets/`): a file's name changes whenever its content does, so
 * browsers may keep it for a year without asking again. Staff reload the admin app all day; with
 * the default revalidation every reload sent one request per chunk (~50) before the first screen.
 * Everything else (index.html above all) is asked for again on every load, so a deploy is seen
 * at once and never points at chunks it no longer has.
 */
export const ASSETS_PATH = '/assets/';
const IMMUTABLE: Header = { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' };
const REVALIDATE: Header = { key: 'Cache-Control', value: 'no-cache' };

/**
 * The paths the single-page app answers (with index.html): every path except the build's files.
 * A missing `/assets/…` file (a chunk an older tab asks for after a deploy) must be a 404, not
 * index.html served as a script and kept for a year. RE2 (Hosting's engine) has no lookahead,
 * hence "not /assets/" spelt out one letter at a time.
 */
export const APP_PATHS =
  '^/(?:$|[^a]|a$|a[^s]|as$|as[^s]|ass$|ass[^e]|asse$|asse[^t]|asset$|asset[^s]|assets$|assets[^/]).*$';

export function cacheHeaderFor(path: string): Header {
  return path.startsWith(ASSETS_PATH) ? IMMUTABLE : REVALIDATE;
}

/**
 * The `hosting` section of firebase.json: two sites (targets). `app` serves the admin, survey
 * and result hosts (strict, except the promotion paths and the preview); `promotion` serves the
 * promotion host (looser everywhere). RE2, Hosting's regex engine, has no lookahead, hence the
 * order of the rules rather than one regex that leaves the promotion paths out.
 */
export function hostingConfig(scriptHashes: readonly string[]) {
  // The caching rules come last in each site (the later rule wins for the same header).
  const caching = [
    { source: '**', headers: [REVALIDATE] },
    { source: `${ASSETS_PATH}**`, headers: [IMMUTABLE] },
  ];
  const site = (target: string, headers: unknown[]) => ({
    target,
    public: 'dist',
    ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
    rewrites: [{ regex: APP_PATHS, destination: '/index.html' }],
    headers: [...headers, ...caching],
  });
  return [
    {
      ...site('app', [
        // Hosting applies every matching rule, the later one winning for the same header (not
        // documented; firebase-tools#9467), so the promotion paths come after the strict rule.
        { source: '**', headers: headersFor('strict', scriptHashes) },
        { source: '/promotion/*', headers: headersFor('promotion', scriptHashes) },
        { source: PREVIEW_PATH, headers: headersFor('promotion', scriptHashes) },
      ]),
      predeploy: ['node scripts/build-for-deploy.mjs'],
    },
    site('promotion', [{ source: '**', headers: headersFor('promotion', scriptHashes) }]),
  ];
}
