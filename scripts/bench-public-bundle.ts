// The JavaScript a visitor downloads for the public pages, in every build.
// Builds the local-mode bundle and two Firebase-mode bundles (a placeholder project, one without
// and one with an App Check site key; Firestore's REST calls are answered in the browser with the
// demo documents, reCAPTCHA's script is blocked), serves each with `vite preview`, opens a page in
// a fresh Chromium profile and adds up every script it loaded until its content is on screen and
// the network is idle, gzipped (-9) the way a server would send it: the survey page in every
// build, the result page and the promotion page in the Firebase one. Fails (exit 1) above a
// budget. Records the figures in docs/figures/public-bundle.json, which docs/performance.md must
// quote (the docs check in npm test compares them), so a figure in the docs is the last run's.
// Usage: npm run bench:public-bundle   (BENCH_PORT moves the preview ports, default 5412-5414)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response, Route } from '@playwright/test';
import { buildInto, FIREBASE_BUILD_VARS, LOCAL_BUILD } from './lib/public-builds';
import { CORS_HEADERS, demoDocumentsByPath, restAnswer } from './lib/fake-firestore-rest';
import { launchChromium, startPreview } from './lib/bench-browser.mjs';

const SURVEY_ID = 'seed-survey-satisfaction';
const basePort = Number(process.env.BENCH_PORT ?? 5412);
const kb = (bytes: number) => bytes / 1024;

/**
 * Budgets in kB of gzip. The survey page: 80 in a Firebase build, with or without App Check
 * (it was 111.6 with Firestore Lite); the local build a little above its size when the REST
 * adapter came (its first visit also loads the local database and its server part, which keeps
 * the 権限 and the history's erasure mark as the cloud does; the members adapter loads lazily). The result and promotion
 * pages: their figures then, and a little room.
 */
const BUDGETS_KB = {
  surveyFirebase: 80,
  surveyFirebaseAppCheck: 80,
  surveyLocal: 111,
  resultFirebase: 87,
  promotionFirebase: 85,
};
type Figure = keyof typeof BUDGETS_KB;

const documents = demoDocumentsByPath();
const survey = documents.get(`surveys/${SURVEY_ID}`);
if (!survey) throw new Error(`the demo seed has no ${SURVEY_ID}`);
const surveyTitle = String(survey.title);

/** Answers the public pages' REST reads with the demo documents (lib/fake-firestore-rest.ts). */
async function fakeFirestore(route: Route) {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS_HEADERS });
  const { status, json } = restAnswer(documents, request.method(), new URL(request.url()).pathname);
  return route.fulfill({ status, headers: CORS_HEADERS, json });
}

interface Loaded {
  url: string;
  gzip: number;
}

async function scriptsLoaded(
  page: Page,
  url: string,
  onScreen: (page: Page) => Promise<unknown>,
): Promise<Loaded[]> {
  const pending: Promise<Loaded>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await onScreen(page);
  await page.waitForLoadState('networkidle');
  // What loads later (App Check's module after the first focus) is not the page's load, and
  // reading its body once the page has closed would fail the run.
  page.off('response', onResponse);
  return Promise.all(pending);
}

function report(title: string, scripts: Loaded[]): number {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.info(`\n${title}: ${scripts.length} scripts, ${kb(total).toFixed(1)} kB gzip`);
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.info(`  ${kb(script.gzip).toFixed(1).padStart(6)} kB  ${script.url}`);
  }
  return total;
}

const surveyOnScreen = async (page: Page) => {
  await page.getByRole('heading', { name: surveyTitle }).waitFor();
  await page.getByRole('button', { name: '送信する' }).waitFor();
};
const PAGES: Record<'survey' | 'result' | 'promotion', [string, (page: Page) => Promise<unknown>]> =
  {
    survey: [`/survey/${SURVEY_ID}`, surveyOnScreen],
    result: [
      '/response/seed-response-1',
      (page) => page.getByRole('heading', { name: 'Submission complete' }).waitFor(),
    ],
    promotion: [
      '/promotion/seed-promotion-campaign',
      (page) =>
        page
          .frameLocator('iframe')
          .getByRole('heading', { name: '冬の導入キャンペーン' })
          .waitFor(),
    ],
  };

const FIGURE_SUFFIX = {
  firebase: 'Firebase',
  'firebase-app-check': 'FirebaseAppCheck',
  local: 'Local',
} as const;

/**
 * With a site key, reCAPTCHA must not load with the page (it would delay the survey), but must
 * load on the first touch of the form (the answer needs its token). Exit 1 otherwise.
 */
function watchRecaptcha(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/recaptcha/enterprise.js?render=')) requested.push(request.url());
  });
  return {
    /** Call once the page is measured: focuses the form and checks when reCAPTCHA came. */
    async check() {
      const withPage = requested.length;
      await page.getByRole('textbox').first().focus();
      await page
        .waitForRequest((request) => request.url().includes('/recaptcha/'), { timeout: 10_000 })
        .catch(() => null);
      const ok = withPage === 0 && requested.length > 0;
      console.info(
        `  reCAPTCHA: ${withPage === 0 ? 'not requested' : 'REQUESTED'} with the page, ` +
          `${requested.length > withPage ? 'requested' : 'NOT requested'} on the first focus in the form` +
          (ok ? '' : '  WRONG'),
      );
      if (!ok) process.exitCode = 1;
    },
  };
}

const work = mkdtempSync(join(tmpdir(), 'bench-public-bundle-'));
const builds = [
  { name: 'firebase', vars: FIREBASE_BUILD_VARS, pages: ['survey', 'result', 'promotion'] },
  {
    name: 'firebase-app-check',
    vars: { ...FIREBASE_BUILD_VARS, VITE_APP_CHECK_SITE_KEY: 'bench-site-key' },
    pages: ['survey'],
  },
  { name: 'local', vars: LOCAL_BUILD, pages: ['survey'] },
] as const;
for (const { name, vars } of builds) buildInto(join(work, name), vars);

const browser = await launchChromium();
const figures = new Map<Figure, number>();
let localLater = 0;
try {
  for (const [index, { name, pages }] of builds.entries()) {
    const origin = await startPreview(basePort + index, join(work, name));
    for (const pageName of pages) {
      const [path, onScreen] = PAGES[pageName];
      const context = await browser.newContext();
      await context.route('https://firestore.googleapis.com/**', fakeFirestore);
      // reCAPTCHA is Google's script: blocked, so a figure never includes it (and proves the
      // page painted without it).
      await context.route(/^https:\/\/www\.(google|gstatic)\.com\/recaptcha\//, (route) =>
        route.abort(),
      );
      const page = await context.newPage();
      const recaptcha = name === 'firebase-app-check' ? watchRecaptcha(page) : null;
      const url = `${origin}${path}`;
      const bytes = report(
        `${name} build, ${pageName} page, first visit (${url})`,
        await scriptsLoaded(page, url, onScreen),
      );
      figures.set(`${pageName}${FIGURE_SUFFIX[name]}` as Figure, bytes);
      await recaptcha?.check();
      if (name === 'local') {
        // A browser that opened the local app before already has its database: no seed to load.
        localLater = report(
          'local build, survey page, second visit (database already seeded)',
          await scriptsLoaded(await context.newPage(), url, onScreen),
        );
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

console.info('\n## JS for the public pages (gzip -9) against their budgets');
for (const [key, bytes] of figures) {
  const budget = BUDGETS_KB[key];
  const verdict = kb(bytes) <= budget ? 'ok' : 'OVER BUDGET';
  console.info(
    `${key.padEnd(24)} ${kb(bytes).toFixed(1).padStart(6)} kB (${bytes} bytes)  budget ${budget} kB  ${verdict}`,
  );
  if (kb(bytes) > budget) process.exitCode = 1;
}
const figure = (bytes: number) => ({ kB: Number(kb(bytes).toFixed(1)), bytes });
const recorded = {
  budgetsKB: BUDGETS_KB,
  ...Object.fromEntries([...figures].map(([key, bytes]) => [key, figure(bytes)])),
  surveyLocalLaterVisits: figure(localLater),
};
writeFileSync(
  join(import.meta.dirname, '../docs/figures/public-bundle.json'),
  `${JSON.stringify(recorded, null, 2)}\n`,
);
console.info('figures recorded in docs/figures/public-bundle.json (quote them in performance.md)');
process.exit();
