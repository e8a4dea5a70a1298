// Lighthouse (mobile: its default simulated slow 4G and 4x CPU slowdown) on the public survey
// page, in both builds served by `vite preview`: the Firebase build (an emulator build, whose
// Firestore is a local stand-in answering the REST reads with the demo seed:
// lib/fake-firestore-rest.ts) and the local-mode build. RUNS runs each (default 3), every one a
// first visit in a fresh profile; prints each run and the medians against the targets, exits 1
// when a Firebase-build median misses one. Runs Lighthouse 12.8.2 through npx (not a dependency).
// Usage: npm run bench:public-lighthouse   (LIGHTHOUSE_PORT, default 5415; RUNS; KEEP_REPORTS=dir)
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_PORTS } from '../src/lib/backend/firebase/emulator-ports';
import { startPreview, stopPreview } from './lib/bench-browser.mjs';
import { serveFakeFirestore } from './lib/fake-firestore-rest';
import { buildInto, FIREBASE_BUILD_VARS, LOCAL_BUILD } from './lib/public-builds';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 5415);
const runs = Number(process.env.RUNS ?? 3);
const keep = process.env.KEEP_REPORTS;
const PATH = '/survey/seed-survey-satisfaction';

/** Lighthouse's own thresholds for a 100 on mobile (its log-normal curves' p10 points). */
const TARGETS = { performance: 100, lcpMs: 1790, fcpMs: 1250, speedIndexMs: 2310 };

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
}

const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const builds = {
  firebase: { ...FIREBASE_BUILD_VARS, VITE_USE_EMULATORS: 'true' },
  local: LOCAL_BUILD,
};

/** One Lighthouse run. Not spawnSync: the stand-in Firestore answers from this process. */
async function lighthouse(url: string, output: string): Promise<Run> {
  const child = spawn(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) process.exit(status ?? 1);
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  const score = (id: string) => Math.round(report.categories[id]!.score * 100);
  const ms = (id: string) => Math.round(report.audits[id]!.numericValue);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    speedIndexMs: ms('speed-index'),
    tbtMs: ms('total-blocking-time'),
    cls: Math.round(report.audits['cumulative-layout-shift']!.numericValue * 1000) / 1000,
  };
}

const median = (results: Run[], key: keyof Run) =>
  results.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;

const medians: Record<string, Run> = {};
const firestore = await serveFakeFirestore(EMULATOR_PORTS.firestore);
try {
  for (const [name, vars] of Object.entries(builds)) {
    const outDir = buildInto(join(work, name), vars);
    // The preview of an emulator build lets the page reach the emulators' ports (its CSP).
    process.env.VITE_USE_EMULATORS = vars.VITE_USE_EMULATORS;
    const url = `${await startPreview(port, outDir)}${PATH}`;
    const results: Run[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const output = join(work, `${name}-${run}.json`);
      results.push(await lighthouse(url, output));
      console.info(`${name} run ${run}: ${JSON.stringify(results.at(-1))}`);
      if (keep) {
        mkdirSync(keep, { recursive: true });
        copyFileSync(output, join(keep, `${name}-${run}.json`));
      }
    }
    stopPreview();
    medians[name] = Object.fromEntries(
      (Object.keys(results[0]!) as (keyof Run)[]).map((key) => [key, median(results, key)]),
    ) as unknown as Run;
  }
} finally {
  firestore.close();
  rmSync(work, { recursive: true, force: true });
}

console.info(`\n## Lighthouse mobile, ${PATH} (median of ${runs} first visits)`);
for (const [name, m] of Object.entries(medians)) {
  const misses = [
    m.performance < TARGETS.performance ? `Performance < ${TARGETS.performance}` : '',
    m.lcpMs > TARGETS.lcpMs ? `LCP > ${TARGETS.lcpMs} ms` : '',
    m.fcpMs > TARGETS.fcpMs ? `FCP > ${TARGETS.fcpMs} ms` : '',
    m.speedIndexMs > TARGETS.speedIndexMs ? `Speed Index > ${TARGETS.speedIndexMs} ms` : '',
  ].filter(Boolean);
  console.info(
    `${name.padEnd(9)} Performance ${m.performance}, Accessibility ${m.accessibility}, ` +
      `Best practices ${m.bestPractices}; FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, ` +
      `Speed Index ${m.speedIndexMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}  ` +
      (misses.length === 0 ? 'meets the targets' : `misses: ${misses.join(', ')}`),
  );
  if (name === 'firebase' && misses.length > 0) process.exitCode = 1;
}
process.exit();
