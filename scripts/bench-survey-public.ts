// Prints the survey area's performance figures (docs/performance.md):
//   1. aggregation and CSV for 10,000 responses;
//   2. gzip size of the JS a visitor downloads for the public survey page, and proof that no
//      recharts, dnd-kit or admin code is in it (module lists from a sourcemap build);
//   3. document reads per public result-page view (constant, not per response).
// Usage: npx tsx scripts/bench-survey-public.ts
import 'fake-indexeddb/auto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { aggregateAnswers } from '../src/features/surveys/model/aggregate-answers';
import { buildResultsCsv } from '../src/features/surveys/model/results-csv';
import type { SurveyField, SurveyResponse } from '../src/features/surveys/model/types';
import { countingStore } from '../src/features/survey-public/data/counting-store';
import { loadResult } from '../src/features/survey-public/data/load-result';
import { setBackendForTests } from '../src/lib/backend';
import { createLocalBackend } from '../src/lib/backend/local/local-backend';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => unknown, repeat = 7): number {
  run(); // warm-up (JIT)
  const samples: number[] = [];
  for (let i = 0; i < repeat; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

// ---- 1. aggregation and CSV ---------------------------------------------------------------
const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `o${i}`,
    label: `選択肢${i + 1}`,
    value: `option${i + 1}`,
  }));
const fields: SurveyField[] = [
  { id: 'name', type: 'text', label: 'お名前', required: true, order: 0 },
  { id: 'mail', type: 'email', label: 'メール', required: false, order: 1 },
  { id: 'plan', type: 'radio', label: 'プラン', required: true, order: 2, options: options(4) },
  { id: 'tags', type: 'checkbox', label: '機能', required: false, order: 3, options: options(6) },
  { id: 'src', type: 'select', label: 'きっかけ', required: false, order: 4, options: options(5) },
  { id: 'rate', type: 'rating', label: '満足度', required: true, order: 5 },
  { id: 'num', type: 'number', label: '人数', required: false, order: 6 },
  { id: 'day', type: 'date', label: '開始日', required: false, order: 7 },
  { id: 'memo', type: 'textarea', label: 'ご意見', required: false, order: 8 },
];
const responses: SurveyResponse[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `r${i}`,
  surveyId: 's',
  source: 'responses',
  submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
  answers: {
    name: `回答者 ${i} "さん"`,
    mail: `user${i}@example.com`,
    plan: `option${(i % 4) + 1}`,
    tags: [`option${(i % 6) + 1}`, `option${((i + 2) % 6) + 1}`],
    src: i % 7 === 0 ? '' : `option${(i % 5) + 1}`,
    rate: (i % 5) + 1,
    num: String(i % 100),
    day: '2026-04-01',
    memo: i % 3 === 0 ? '' : `ご意見 ${i}: とても便利です。改善点もあります。`,
  },
}));
const answersList = responses.map((response) => response.answers);
const aggregateMs = time(() => aggregateAnswers(fields, answersList));
const csvMs = time(() => buildResultsCsv(fields, responses));
const csvBytes = Buffer.byteLength(buildResultsCsv(fields, responses));
console.info('## 1. 10,000 responses x 9 fields (median of 7, after warm-up)');
console.info(`aggregateAnswers: ${aggregateMs.toFixed(1)} ms`);
console.info(`buildResultsCsv:  ${csvMs.toFixed(1)} ms (${kb(csvBytes)})`);

// ---- 2. JS a visitor downloads -------------------------------------------------------------
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const out = mkdtempSync(join(tmpdir(), 'bench-public-'));
const build = spawnSync(
  'node',
  [
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'error',
    '--outDir',
    out,
    '--sourcemap',
    '--manifest',
  ],
  { stdio: 'inherit', env: { ...process.env, VITE_LOCAL_SEED: 'demo' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically (what the browser fetches with it). */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in manifest: ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

function packageOf(module: string): string {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  return match ? match[1]! : module.startsWith('src/') ? 'src (app code)' : module;
}

function report(title: string, keys: string[], enforce = true) {
  const chunks = closure(keys);
  let raw = 0;
  let gz = 0;
  const modules: string[] = [];
  for (const key of chunks) {
    const file = manifest[key]!.file;
    const code = readFileSync(join(out, file));
    raw += code.length;
    gz += gzipSync(code, { level: 9 }).length;
    const map = JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8')) as { sources: string[] };
    modules.push(
      ...map.sources.map((source) => source.replace(/^.*?\/(?=(src|node_modules)\/)/, '')),
    );
  }
  const forbidden = modules.filter(
    (m) =>
      /recharts|@dnd-kit|d3-|victory/.test(m) ||
      /src\/app\/(admin-app|shell|routes\/admin-routes)/.test(m) ||
      (/src\/features\//.test(m) &&
        !/src\/features\/(survey-public|surveys\/(index\.ts|model\/))/.test(m)),
  );
  console.info(`\n${title}: ${chunks.size} chunks, ${kb(raw)} raw, ${kb(gz)} gzip`);
  console.info(`  forbidden modules (recharts/dnd-kit/admin code): ${forbidden.length}`);
  if (enforce) {
    const app = modules.filter((m) => m.startsWith('src/'));
    console.info(`  app modules (${app.length}): ${app.join(' ')}`);
  }
  const perPackage = new Map<string, number>();
  for (const m of modules) perPackage.set(packageOf(m), (perPackage.get(packageOf(m)) ?? 0) + 1);
  console.info(
    `  modules by package: ${[...perPackage].map(([name, count]) => `${name} ${count}`).join(', ')}`,
  );
  if (enforce && forbidden.length > 0) {
    console.info(forbidden.map((m) => `    ${m}`).join('\n'));
    process.exitCode = 1;
  }
  return gz;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const publicPage = [entry, 'src/app/public-app.tsx', 'src/features/survey-public/routes.tsx'];
console.info('\n## 2. JS for the public survey page (entry + public app + survey-public chunk)');
report('app code without a backend adapter', publicPage);
report('with the Firebase adapter (production)', [
  ...publicPage,
  'src/lib/backend/firebase/firebase-backend.ts',
]);
report('with the local adapter + its triggers (demo mode)', [
  ...publicPage,
  'src/lib/backend/local/local-backend.ts',
  'src/features/surveys/data/local-triggers.ts',
]);
report(
  'staff results page chunk, for comparison (recharts expected)',
  ['src/features/surveys/results-routes.tsx'],
  false,
);

// Firestore full SDK vs Lite for what a public page does (get a document, add one).
const probe = (from: string) =>
  `import { initializeApp } from 'firebase/app';
import { getFirestore, doc, getDoc, addDoc, collection, serverTimestamp } from '${from}';
const db = getFirestore(initializeApp({ projectId: 'p', apiKey: 'k' }));
export const run = async () => { await getDoc(doc(db, 'surveys', 'x')); await addDoc(collection(db, 'responses'), { t: serverTimestamp() }); };`;
const esbuild = await import('esbuild');
for (const from of ['firebase/firestore', 'firebase/firestore/lite']) {
  const file = join(out, `probe-${from.replaceAll('/', '-')}.ts`);
  writeFileSync(file, probe(from));
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    nodePaths: [join(process.cwd(), 'node_modules')],
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  console.info(
    `${from} (app + get + add): ${kb(code.length)} raw, ${kb(gzipSync(code, { level: 9 }).length)} gzip`,
  );
}
rmSync(out, { recursive: true, force: true });

// ---- 3. reads per public result-page view ----------------------------------------------------
console.info('\n## 3. Document reads per public result-page view');
for (const size of [10, 1_000]) {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `bench-${size}` });
  await local.data.set('surveys', 's', { title: 'T', status: 'published', fields });
  const subset = answersList.slice(0, size);
  let last = '';
  for (const answers of subset)
    last = await local.data.add('responses', { surveyId: 's', answers });
  await local.data.set('surveyStats', 's', { ...aggregateAnswers(fields, subset) });
  const { store, count } = countingStore(local.data);
  setBackendForTests({ ...local, data: store });
  const outcome = await loadResult(last);
  if (outcome.kind !== 'result') throw new Error('result page failed to load');
  console.info(
    `${size} responses: ${count.gets} document gets, ${count.queries} queries (${count.queriedDocs} docs)`,
  );
}
