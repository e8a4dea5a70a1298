import { openDB, type IDBPDatabase } from 'idb';
import { env } from './env';
import { columnsOf, rowsOf, type ListColumns } from './list-columns';

/**
 * The last rows a big live list delivered (SA and OB, 10,000 rows and more), kept in this
 * browser so a reload paints the table from one record while the live query reads the whole
 * collection again (docs/performance.md). A snapshot is only a first paint: the live list
 * replaces it as soon as it delivers, and a sign-out deletes every snapshot.
 *
 * Off until the admin app turns it on (`enableListSnapshots`), so tests and the public pages
 * never meet a snapshot another run left behind.
 */

const DATABASE = 'backoffice-list-snapshots';
const STORE = 'lists';
/** After the last delivery, so an import's stream of deliveries is saved once, at its end. */
const SAVE_DELAY_MS = 1000;

interface StoredSnapshot {
  /** The build that saved it: an older build's rows may lack a field this one reads. */
  build: string;
  savedAt: number;
  columns: ListColumns;
}

let enabled = false;
let database: Promise<IDBPDatabase> | null = null;
const reads = new Map<string, Promise<readonly unknown[] | null>>();
const settled = new Map<string, readonly unknown[] | null>();
const pendingSaves = new Map<string, ReturnType<typeof setTimeout>>();
/** Bumped by a sign-out: a save scheduled before it writes nothing. */
let generation = 0;

export function enableListSnapshots(): void {
  enabled = typeof indexedDB !== 'undefined';
}

/** Local mode and each Firebase project keep their own snapshots (one origin can serve both). */
function keyOf(name: string): string {
  const scope = env.backend === 'firebase' ? `firebase:${env.firebase?.projectId ?? ''}` : 'local';
  return `${scope}/${name}`;
}

function open(): Promise<IDBPDatabase> {
  database ??= openDB(DATABASE, 1, {
    upgrade: (db) => void db.createObjectStore(STORE),
  });
  return database;
}

async function read(name: string): Promise<readonly unknown[] | null> {
  try {
    const stored = (await (await open()).get(STORE, keyOf(name))) as StoredSnapshot | undefined;
    return stored?.build === __APP_BUILD__ ? rowsOf(stored.columns) : null;
  } catch (error) {
    // A first paint from the live list is slower, never wrong.
    console.warn(`${name}: reading the list snapshot failed`, error);
    return null;
  }
}

/**
 * Starts reading `name`'s snapshot (once per page load): called as soon as the screen that
 * shows the list is known, so the read runs while that screen's code loads.
 */
export function prefetchListSnapshot(name: string): Promise<readonly unknown[] | null> {
  if (!enabled) return Promise.resolve(null);
  let pending = reads.get(name);
  if (!pending) {
    pending = read(name).then((rows) => {
      settled.set(name, rows);
      return rows;
    });
    reads.set(name, pending);
  }
  return pending;
}

/** The snapshot's rows if the read has finished (and found one), else null. */
export function peekListSnapshot(name: string): readonly unknown[] | null {
  return settled.get(name) ?? null;
}

/** Keeps `rows` as `name`'s snapshot, a second after the last call, in the browser's idle time. */
export function saveListSnapshot(name: string, rows: readonly object[]): void {
  if (!enabled) return;
  clearTimeout(pendingSaves.get(name));
  const scheduledIn = generation;
  pendingSaves.set(
    name,
    setTimeout(() => {
      pendingSaves.delete(name);
      whenIdle(() => {
        if (scheduledIn === generation) void write(name, rows);
      });
    }, SAVE_DELAY_MS),
  );
}

async function write(name: string, rows: readonly object[]): Promise<void> {
  try {
    const snapshot: StoredSnapshot = {
      build: __APP_BUILD__,
      savedAt: Date.now(),
      columns: columnsOf(rows),
    };
    await (await open()).put(STORE, snapshot, keyOf(name));
  } catch (error) {
    console.warn(`${name}: saving the list snapshot failed`, error);
  }
}

/** Sign-out: nothing of the tables stays in this browser (pending saves are dropped too). */
export async function clearListSnapshots(): Promise<void> {
  generation += 1;
  for (const timer of pendingSaves.values()) clearTimeout(timer);
  pendingSaves.clear();
  reads.clear();
  settled.clear();
  if (!enabled) return;
  try {
    await (await open()).clear(STORE);
  } catch (error) {
    // The sign-out itself must not fail for it.
    console.warn('deleting the list snapshots failed', error);
  }
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
