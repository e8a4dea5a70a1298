import { openDB } from 'idb';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import {
  clearListSnapshots,
  enableListSnapshots,
  peekListSnapshot,
  prefetchListSnapshot,
  saveListSnapshot,
} from './list-snapshot';

const rows = [
  { id: 'a', clientName: '株式会社アオバ', isFavorite: true, createdAt: new Date(5) },
  { id: 'b', clientName: '合同会社ひかり', isFavorite: false, createdAt: null },
];

/** The snapshot database as another tab would open it. */
const openSnapshots = () =>
  openDB('backoffice-list-snapshots', 1, { upgrade: (db) => void db.createObjectStore('lists') });

/** What the snapshot database holds. */
async function stored(): Promise<{ build: string }[]> {
  const db = await openSnapshots();
  try {
    return (await db.getAll('lists')) as { build: string }[];
  } finally {
    db.close();
  }
}

beforeAll(() => enableListSnapshots());
afterEach(() => clearListSnapshots());

test('rows saved a second after the last delivery come back from the next page load', async () => {
  saveListSnapshot('list-a', [{ id: 'old' }]);
  saveListSnapshot('list-a', rows);
  // One write, of the last rows.
  await vi.waitFor(async () => expect(await stored()).toHaveLength(1), { timeout: 3000 });
  expect(peekListSnapshot('list-a')).toBeNull();
  await expect(prefetchListSnapshot('list-a')).resolves.toEqual(rows);
  expect(peekListSnapshot('list-a')).toEqual(rows);
});

test('a list never saved has no snapshot', async () => {
  await expect(prefetchListSnapshot('list-none')).resolves.toBeNull();
  expect(peekListSnapshot('list-none')).toBeNull();
});

test("another build's snapshot is not used: its rows may lack a field this build reads", async () => {
  saveListSnapshot('list-b', rows);
  await vi.waitFor(async () => expect(await stored()).toHaveLength(1), { timeout: 3000 });
  const db = await openSnapshots();
  const key = (await db.getAllKeys('lists'))[0]!;
  await db.put('lists', { ...(await db.get('lists', key)), build: 'an-older-build' }, key);
  db.close();
  await expect(prefetchListSnapshot('list-b')).resolves.toBeNull();
});

test('a sign-out deletes every snapshot, and a save still waiting writes nothing', async () => {
  saveListSnapshot('list-c', rows);
  await vi.waitFor(async () => expect(await stored()).toHaveLength(1), { timeout: 3000 });
  await prefetchListSnapshot('list-c');
  saveListSnapshot('list-d', rows);
  await clearListSnapshots();
  expect(peekListSnapshot('list-c')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 1300));
  expect(await stored()).toEqual([]);
});
