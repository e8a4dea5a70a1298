// Issue 16 item 7: Lighthouse (mobile, its default throttling) for the public survey page of the
// local-mode build served by `vite preview`. Prints Performance / Accessibility / Best practices /
// SEO and LCP, TBT, CLS, FCP. Runs Lighthouse 12.8.2 through npx (not a dependency of the app).
// Usage: npm run bench:public-lighthouse   (LIGHTHOUSE_PORT, default 5414; RUNS, default 3)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPreview } from './lib/bench-browser.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 5414);
const runs = Number(process.env.RUNS ?? 3);
const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const outDir = join(work, 'dist');
const build = spawnSync(
  'node',
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', outDir],
  { stdio: 'inherit', env: { ...process.env, VITE_FIREBASE_API_KEY: '', VITE_LOCAL_SEED: 'demo' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const origin = await startPreview(port, outDir);
const url = `${origin}/survey/seed-survey-satisfaction`;

const results = [];
for (let run = 1; run <= runs; run += 1) {
  const output = join(work, `lh-${run}.json`);
  const lighthouse = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (lighthouse.status !== 0) process.exit(lighthouse.status ?? 1);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const ms = (id) => Math.round(report.audits[id].numericValue);
  const result = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Math.round(report.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
  };
  results.push(result);
  console.info(`run ${run}: ${JSON.stringify(result)}`);
}
rmSync(work, { recursive: true, force: true });

const median = (key) => [...results.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(runs / 2)];
console.info(`\n## Lighthouse mobile, ${url} (median of ${runs})`);
console.info(
  `Performance ${median('performance')}, Accessibility ${median('accessibility')}, ` +
    `Best practices ${median('bestPractices')}, SEO ${median('seo')}`,
);
console.info(
  `FCP ${median('fcpMs')} ms, LCP ${median('lcpMs')} ms, TBT ${median('tbtMs')} ms, CLS ${median('cls')}`,
);
if (median('performance') < 95) process.exitCode = 1;
process.exit();
