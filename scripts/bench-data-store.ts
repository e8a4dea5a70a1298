// Prints the live-table figures of the local data store (docs/data-layer.md, docs/performance.md), for a
// 10,000-document collection shaped like SA / OB rows:
//   1. time from subscribe to the first delivery;
//   2. time from one field update to its redelivery (median and worst of 20), and how many
//      document objects changed identity in that delivery (goal: only the changed one);
//   3. a burst of 100 single-field updates: how many deliveries the subscriber got;
//   4. for comparison, one full re-read and sort of the collection, which is what every write
//      cost every subscriber before change sets.
// IndexedDB is fake-indexeddb (in memory, in Node), so absolute times are indicative; Node has
// no animation frames, so coalescing runs on a timeout instead of the next frame.
// Usage: npx tsx scripts/bench-data-store.ts
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { openLocalDatabase } from '../src/lib/backend/local/local-database';
import { LocalDataStore } from '../src/lib/backend/local/local-data-store';
import type { QueryOptions, SnapshotChanges, StoredDocument } from '../src/lib/backend/types';
import { writeInChunks } from '../src/lib/backend/write-in-chunks';

const ROWS = 10_000;
const COLLECTION = 'sa_list';
const OPTIONS: QueryOptions = { orderBy: { field: 'createdAt', direction: 'desc' } };

const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function row(i: number): Record<string, unknown> {
  return {
    companyName: `株式会社サンプル${i}`,
    contactName: `担当 ${i}`,
    email: `contact${i}@example.com`,
    phone: `03-0000-${String(i).padStart(4, '0')}`,
    status: ['商談中', '契約済', '保留'][i % 3],
    assignee: ['山本', '佐藤', '田中'][i % 3],
    referralSource: 'Web',
    memo: 'メモ'.repeat(i % 20),
    amount: i * 1000,
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
  };
}

interface Delivery {
  at: number;
  docs: StoredDocument[];
  changes: SnapshotChanges;
}

async function main() {
  const store = new LocalDataStore(await openLocalDatabase(`bench-${Date.now()}`));
  const fillStart = performance.now();
  await writeInChunks(
    store,
    Array.from({ length: ROWS }, (_, i) => ({
      kind: 'set' as const,
      collection: COLLECTION,
      id: `row${String(i).padStart(5, '0')}`,
      data: row(i),
    })),
  );
  console.info(
    `filled ${ROWS} documents in ${ms(performance.now() - fillStart)} (20 batches of 500)`,
  );

  const deliveries: Delivery[] = [];
  let wake: (() => void) | null = null;
  const nextDelivery = (after: number) =>
    new Promise<Delivery>((resolve) => {
      const check = () => {
        if (deliveries.length > after) resolve(deliveries[after]!);
        else wake = check;
      };
      check();
    });
  const subscribeStart = performance.now();
  const stop = store.subscribe(
    COLLECTION,
    OPTIONS,
    (docs, changes) => {
      deliveries.push({ at: performance.now(), docs, changes });
      wake?.();
    },
    (error) => {
      throw error;
    },
  );
  const first = await nextDelivery(0);
  console.info(
    `1. first delivery of ${first.docs.length} documents: ${ms(first.at - subscribeStart)}`,
  );

  const times: number[] = [];
  const commits: number[] = [];
  const changedObjects: number[] = [];
  const changedData: number[] = [];
  let previous = first.docs;
  for (let n = 0; n < 20; n += 1) {
    const index = Math.floor(Math.random() * ROWS);
    const id = `row${String(index).padStart(5, '0')}`;
    const before = deliveries.length;
    const start = performance.now();
    await store.update(COLLECTION, id, { status: `更新${n}` });
    const committed = performance.now();
    const delivery = await nextDelivery(before);
    times.push(delivery.at - start);
    commits.push(delivery.at - committed);
    const byId = new Map(previous.map((doc) => [doc.id, doc]));
    changedObjects.push(delivery.docs.filter((doc) => byId.get(doc.id) !== doc).length);
    changedData.push(delivery.docs.filter((doc) => byId.get(doc.id)?.data !== doc.data).length);
    previous = delivery.docs;
  }
  console.info(
    `2. one field update -> redelivery: median ${ms(percentile(times, 0.5))}, worst ${ms(Math.max(...times))} (20 updates)`,
  );
  console.info(
    `   of which after the write committed: median ${ms(percentile(commits, 0.5))}, worst ${ms(Math.max(...commits))}`,
  );
  console.info(
    `   document objects with a new identity per delivery: ${[...new Set(changedObjects)].join(', ')} (data objects: ${[...new Set(changedData)].join(', ')}) of ${ROWS}`,
  );

  const beforeBurst = deliveries.length;
  const burstStart = performance.now();
  await Promise.all(
    Array.from({ length: 100 }, (_, n) =>
      store.update(COLLECTION, `row${String(n * 97).padStart(5, '0')}`, { amount: -(n + 1) }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const burst = deliveries.slice(beforeBurst);
  const modified = burst.reduce((sum, delivery) => sum + delivery.changes.modified.length, 0);
  console.info(
    `3. burst of 100 updates: ${burst.length} deliveries carrying ${modified} modified documents; last one ${ms(burst.at(-1)!.at - burstStart)} after the first write`,
  );
  stop();

  const rereads: number[] = [];
  for (let n = 0; n < 5; n += 1) {
    const start = performance.now();
    await store.query(COLLECTION, OPTIONS);
    rereads.push(performance.now() - start);
  }
  console.info(
    `4. for comparison, one full re-read + sort of the collection: median ${ms(percentile(rereads, 0.5))}`,
  );
  store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
