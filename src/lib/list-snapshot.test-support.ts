import { openDB } from 'idb';
import { vi } from 'vitest';

/** The snapshot database as another tab would open it (the same name, version and store). */
const openSnapshots = () =>
  openDB('backoffice-list-snapshots', 1, { upgrade: (db) => void db.createObjectStore('lists') });

/** The lists that have a snapshot in this browser, and each stored record. */
export async function storedSnapshots(): Promise<Map<string, { build: string }>> {
  const db = await openSnapshots();
  try {
    const keys = (await db.getAllKeys('lists')) as string[];
    const values = (await db.getAll('lists')) as { build: string }[];
    // Keys are "{backend}/{list}".
    return new Map(keys.map((key, index) => [key.slice(key.indexOf('/') + 1), values[index]!]));
  } finally {
    db.close();
  }
}

/** Waits until `name` has a snapshot (saves wait a second, then for idle time). */
export async function snapshotSaved(name: string): Promise<void> {
  await vi.waitFor(async () => expect((await storedSnapshots()).has(name)).toBe(true), {
    timeout: 5000,
  });
}

/** Rewrites every stored record with `change` (another build's snapshot, an old one). */
export async function changeStoredSnapshots(change: (record: object) => object): Promise<void> {
  const db = await openSnapshots();
  for (const key of await db.getAllKeys('lists'))
    await db.put('lists', change((await db.get('lists', key)) as object), key);
  db.close();
}
