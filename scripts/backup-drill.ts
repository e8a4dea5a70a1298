// `npm run backup-drill`: the restore drill on the Firestore emulator. It fills a database of its
// own (the demo data and generated rows with subcollections and every kind of value), takes its
// fingerprint, exports it (the emulator writes the same export format as the daily backup's
// exportDocuments), wipes it, imports the export, and compares every document and the counts per
// collection. Prints the table and the times; exits 1 when anything differs.
// Under emulators already (FIRESTORE_EMULATOR_HOST set, as in `npm run test:emulators`) it runs
// there; otherwise it starts the Firestore emulator alone for the drill.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { GeoPoint, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { SA_LIST } from '@/contracts/collections';
import { demoDocuments } from '@/lib/backend/local/seed';
import {
  compareSnapshots,
  drillPassed,
  drillReport,
  snapshotOf,
  type Snapshot,
  type StoredDocument,
} from './lib/backup-drill';
import { runWithEmulators } from './lib/emulator-suite.mjs';

/** A project of its own: the wipe touches nothing another suite running beside it uses. */
const DRILL_PROJECT = 'demo-backup-drill';
const DATABASE = `projects/${DRILL_PROJECT}/databases/(default)`;
const EXPORT_NAME = 'drill';
/** Firestore commits at most 500 writes in one batch. */
const BATCH_LIMIT = 500;

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '2000' },
    record: { type: 'boolean', default: false },
  },
});
const rowCount = Number(values.rows);
/** `--record`: the run's figures go to docs/figures/backup-drill.json (docs/deploy.md quotes them). */
const FIGURES = new URL('../docs/figures/backup-drill.json', import.meta.url);

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) {
  const code = await runWithEmulators({
    title: 'backup-drill',
    only: 'firestore',
    script: `node node_modules/tsx/dist/cli.mjs --tsconfig tsconfig.node.json scripts/backup-drill.ts --rows ${rowCount}${values.record ? ' --record' : ''}`,
  });
  process.exit(code);
}

/** The emulator's own endpoints (export, import, wipe), which the Admin SDK does not offer. */
async function emulatorCall(method: 'POST' | 'DELETE', path: string, body?: object) {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** The documents to back up: the demo data, `rowCount` SA rows, every tenth with a subcollection. */
function drillDocuments(now: Date): StoredDocument[] {
  const demo = demoDocuments(now).map((item) => ({
    path: `${item.collection}/${item.id}`,
    data: item.data,
  }));
  const template = demo.find((doc) => doc.path.startsWith(`${SA_LIST}/`))?.data ?? {};
  const rows = Array.from({ length: rowCount }, (_, index) => ({
    path: `${SA_LIST}/drill-${index}`,
    data: { ...template, clientName: `ドリル株式会社 ${index}`, updatedAt: now },
  }));
  const nested = rows
    .filter((_, index) => index % 10 === 0)
    .map((row) => ({ path: `${row.path}/drill-notes/first`, data: { text: '訪問済み', at: now } }));
  const everyKind = {
    path: 'drill-kinds/all',
    data: {
      text: '全角テキスト 😀',
      empty: '',
      integer: 42,
      decimal: 0.1,
      yes: true,
      nothing: null,
      at: Timestamp.fromMillis(now.getTime() + 123),
      place: new GeoPoint(35.681, 139.767),
      bytes: Buffer.from([0, 1, 254, 255]),
      list: [1, 'two', { three: 3 }],
      map: { nested: { deeper: ['a'] } },
    },
  };
  return [...demo, ...rows, ...nested, everyKind];
}

async function write(db: Firestore, documents: StoredDocument[]) {
  for (let start = 0; start < documents.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const doc of documents.slice(start, start + BATCH_LIMIT)) {
      const ref = db.doc(doc.path);
      // A reference can only be made once the database is at hand.
      batch.set(
        ref,
        doc.path === 'drill-kinds/all' ? { ...doc.data, ref: db.doc('members/x') } : doc.data,
      );
    }
    await batch.commit();
  }
}

/**
 * Every document of the database, subcollections (under missing parents too) included: one
 * kindless query over all descendants, which the emulator answers, each document's fields in
 * the API's typed form (integerValue, timestampValue, bytesValue, …) so a change of type shows.
 */
async function readAll(): Promise<Snapshot> {
  const response = await fetch(`http://${emulatorHost}/v1/${DATABASE}/documents:runQuery`, {
    method: 'POST',
    // The emulator's administrator token: the rules do not apply, as for exportDocuments.
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!response.ok) throw new Error(`runQuery: ${response.status} ${await response.text()}`);
  const results = (await response.json()) as { document?: { name: string; fields?: object } }[];
  const prefix = `${DATABASE}/documents/`;
  return snapshotOf(
    results.flatMap(({ document }) =>
      document ? [{ path: document.name.slice(prefix.length), data: { ...document.fields } }] : [],
    ),
  );
}

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

const figures: Record<string, string | number> = {};

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  figures[label] = `${seconds} s`;
  console.info(`   ${label}: ${seconds} s`);
  return result;
}

const db = getFirestore(initializeApp({ projectId: DRILL_PROJECT }, 'backup-drill'));
const exportDir = mkdtempSync(join(tmpdir(), 'backup-drill-'));
console.info(
  `\n== Backup drill on the Firestore emulator (${emulatorHost}, project ${DRILL_PROJECT})`,
);
try {
  await emulatorCall('DELETE', `${DATABASE}/documents`);
  await timed('fill', () => write(db, drillDocuments(new Date())));
  const before = await timed('fingerprint', () => readAll());
  await timed('export', () =>
    emulatorCall('POST', `projects/${DRILL_PROJECT}:export`, {
      database: DATABASE,
      export_directory: exportDir,
      export_name: EXPORT_NAME,
    }),
  );
  figures['export size'] = `${(sizeOf(exportDir) / 1024).toFixed(0)} KiB`;
  console.info(`   export size: ${figures['export size']}`);
  await emulatorCall('DELETE', `${DATABASE}/documents`);
  const wiped = await readAll();
  if (wiped.size !== 0) throw new Error(`the wipe left ${wiped.size} documents`);
  console.info('   wiped: 0 documents left');
  await timed('import', () =>
    emulatorCall('POST', `projects/${DRILL_PROJECT}:import`, {
      database: DATABASE,
      export_directory: join(exportDir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`),
    }),
  );
  const comparison = compareSnapshots(before, await readAll());
  for (const line of drillReport(comparison)) console.info(`   ${line}`);
  if (!drillPassed(comparison)) {
    console.error('== Backup drill FAILED: the restored database differs from the one exported');
    process.exitCode = 1;
  } else {
    console.info(`== Backup drill passed: ${before.size} documents restored identical`);
    if (values.record) {
      const date = new Date().toISOString().slice(0, 10);
      writeFileSync(
        FIGURES,
        `${JSON.stringify({ date, documents: before.size, ...figures }, null, 2)}\n`,
      );
    }
  }
  await emulatorCall('DELETE', `${DATABASE}/documents`);
} finally {
  rmSync(exportDir, { recursive: true, force: true });
}
