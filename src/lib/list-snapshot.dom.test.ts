import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  clearListSnapshots,
  enableListSnapshots,
  keepListSnapshots,
  peekListSnapshot,
  prefetchListSnapshot,
  saveListSnapshot,
  setSnapshotSaveDelayForTests,
} from './list-snapshot';
import {
  changeStoredSnapshots,
  snapshotSaved,
  storedSnapshots,
} from './list-snapshot.test-support';
import { DAY_MS } from './tokyo-time';

const rows = [
  { id: 'a', clientName: '株式会社アオバ', isFavorite: true, createdAt: new Date(5) },
  { id: 'b', clientName: '合同会社ひかり', isFavorite: false, createdAt: null },
];

// A save waits 10 ms here, not the app's second.
beforeAll(() => {
  enableListSnapshots();
  setSnapshotSaveDelayForTests(10);
});
beforeEach(() => keepListSnapshots());
afterEach(() => clearListSnapshots());
// Other test files in this worker never meet snapshots.
afterAll(() => {
  enableListSnapshots(false);
  setSnapshotSaveDelayForTests();
});

test('rows saved a second after the last delivery come back from the next page load', async () => {
  saveListSnapshot('list-a', [{ id: 'old' }]);
  saveListSnapshot('list-a', rows);
  await snapshotSaved('list-a');
  expect(peekListSnapshot('list-a')).toBeNull();
  await expect(prefetchListSnapshot('list-a')).resolves.toEqual(rows);
  expect(peekListSnapshot('list-a')).toEqual(rows);
});

test('a list never saved has no snapshot', async () => {
  await expect(prefetchListSnapshot('list-none')).resolves.toBeNull();
  expect(peekListSnapshot('list-none')).toBeNull();
});

test("another build's snapshot, or one a week old, is not used and is deleted", async () => {
  saveListSnapshot('list-b', rows);
  await snapshotSaved('list-b');
  await changeStoredSnapshots((record) => ({ ...record, build: 'an-older-build' }));
  await expect(prefetchListSnapshot('list-b')).resolves.toBeNull();
  expect((await storedSnapshots()).has('list-b')).toBe(false);

  await clearListSnapshots();
  keepListSnapshots();
  saveListSnapshot('list-b', rows);
  await snapshotSaved('list-b');
  const weekAgo = Date.now() - 7 * DAY_MS - 1;
  await changeStoredSnapshots((record) => ({ ...record, savedAt: weekAgo }));
  await expect(prefetchListSnapshot('list-b')).resolves.toBeNull();
  expect((await storedSnapshots()).has('list-b')).toBe(false);
});

test('the end of a session deletes every snapshot and drops a save still waiting', async () => {
  saveListSnapshot('list-c', rows);
  await snapshotSaved('list-c');
  await prefetchListSnapshot('list-c');
  saveListSnapshot('list-d', rows);
  await clearListSnapshots();
  expect(peekListSnapshot('list-c')).toBeNull();
  // A save made after the dropped one lands; the dropped one never does.
  keepListSnapshots();
  saveListSnapshot('list-e', rows);
  await snapshotSaved('list-e');
  expect([...(await storedSnapshots()).keys()]).toEqual(['list-e']);
});

test('nothing is kept while no member is signed in', async () => {
  await clearListSnapshots();
  saveListSnapshot('list-f', rows);
  keepListSnapshots();
  saveListSnapshot('list-g', rows);
  await snapshotSaved('list-g');
  expect([...(await storedSnapshots()).keys()]).toEqual(['list-g']);
});

test('a read started before the session ended shows nothing after it', async () => {
  saveListSnapshot('list-h', rows);
  await snapshotSaved('list-h');
  const reading = prefetchListSnapshot('list-h');
  await clearListSnapshots();
  await expect(reading).resolves.toBeNull();
  expect(peekListSnapshot('list-h')).toBeNull();
});
