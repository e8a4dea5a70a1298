import { openDB, type IDBPDatabase } from 'idb';
import { env } from './env';
import { columnsOf, rowsOf, type ListColumns } from './list-columns';
import { DAY_MS } from './tokyo-time';

/**
 * The last rows a big live list delivered (SA and OB, 10,000 rows and more), kept in this
 * browser so a reload paints the table from one record while the live query reads the whole
 * collection again (docs/data-layer.md, docs/performance.md). A snapshot is only a first paint:
 * the live list replaces it as soon as it delivers, and the end of a session deletes them all.
 *
 * Off until the admin app turns it on (`enableListSnapshots`), so tests and the public pages
 * never meet a snapshot another run left behind.
 */

const DATABASE = 'backoffice-list-snapshots';
const STORE = 'lists';
/** After the last delivery, so an import's stream of deliveries is saved once, at its end. */
const SAVE_DELAY_MS = 1000;
/**
 * At most one save of a list per interval: every teammate's edit is a delivery, and a save
 * copies the whole table (~25 ms of main thread at 10,000 rows).
 */
const SAVE_INTERVAL_MS = 10_000;
/** Older snapshots are not shown: a screen left for a week is better read afresh. */
const MAX_AGE_MS = 7 * DAY_MS;

interface StoredSnapshot {
  /** The build that saved it: an older build's rows may lack a field this one reads. */
  build: string;
  savedAt: number;
  columns: ListColumns;
}

let enabled = false;
/** Saves only for a signed-in member (`keepListSnapshots`); a session's end stops them. */
let keeping = false;
let database: Promise<IDBPDatabase> | null = null;
const reads = new Map<string, Promise<readonly unknown[] | null>>();
const settled = new Map<string, readonly unknown[] | null>();
const pendingSaves = new Map<string, ReturnType<typeof setTimeout>>();
const lastSaved = new Map<string, number>();
/** Bumped when a session ends: a save scheduled or a read started before it counts for nothing. */
let generation = 0;

let saveDelayMs = SAVE_DELAY_MS;
/** Tests: how long a save waits after the last delivery (the app's second, unless given). */
export function setSnapshotSaveDelayForTests(ms = SAVE_DELAY_MS): void {
  saveDelayMs = ms;
}

/** The admin app turns snapshots on; tests turn them on and off again (`false`). */
export function enableListSnapshots(on = true): void {
  enabled = on && typeof indexedDB !== 'undefined';
}

/** A member's session has started: the lists' deliveries may be kept from now on. */
export function keepListSnapshots(): void {
  keeping = true;
}

/** Local mode and each Firebase project keep their own snapshots (one origin can serve both). */
function keyOf(name: string): string {
  const scope = env.backend === 'firebase' ? `firebase:${env.firebase?.projectId ?? ''}` : 'local';
  return `${scope}/${name}`;
}

function open(): Promise<IDBPDatabase> {
  if (!database) {
    const opening = openDB(DATABASE, 1, {
      upgrade: (db) => void db.createObjectStore(STORE),
      // A newer build in another tab wants to change the database: let it.
      blocking: () => {
        void opening.then((db) => db.close());
        database = null;
      },
    });
    // A failed open is tried again next time rather than remembered.
    opening.catch(() => (database = null));
    database = opening;
  }
  return database;
}

async function read(name: string): Promise<readonly unknown[] | null> {
  try {
    const db = await open();
    const stored = (await db.get(STORE, keyOf(name))) as StoredSnapshot | undefined;
    if (!stored) return null;
    const usable = stored.build === __APP_BUILD__ && Date.now() - stored.savedAt < MAX_AGE_MS;
    // A stale snapshot is deleted, not only ignored: customer rows stay on a PC no longer than
    // they are of use.
    if (!usable) await db.delete(STORE, keyOf(name));
    return usable ? rowsOf(stored.columns) : null;
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
    const readIn = generation;
    pending = read(name).then((rows) => {
      // A session that ended while the read ran leaves nothing to show.
      if (readIn !== generation) return null;
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

/** The live list has answered: its snapshot's rows are not needed any more (memory). */
export function forgetListSnapshot(name: string): void {
  settled.set(name, null);
}

/**
 * Keeps `rows` as `name`'s snapshot: a second after the last call (at most once per ten
 * seconds), in the browser's idle time.
 */
export function saveListSnapshot(name: string, rows: readonly object[]): void {
  if (!enabled || !keeping) return;
  clearTimeout(pendingSaves.get(name));
  const scheduledIn = generation;
  const wait = Math.max(saveDelayMs, (lastSaved.get(name) ?? 0) + SAVE_INTERVAL_MS - Date.now());
  pendingSaves.set(
    name,
    setTimeout(() => {
      pendingSaves.delete(name);
      whenIdle(() => {
        if (scheduledIn !== generation || !keeping) return;
        lastSaved.set(name, Date.now());
        void write(name, rows);
      });
    }, wait),
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

/**
 * The session ended (sign-out here or in another tab, a refused account): nothing of the tables
 * stays in this browser, pending saves are dropped, and none is made until the next member's
 * session starts. Never fails: a sign-out must not wait on or fail for it.
 */
export async function clearListSnapshots(): Promise<void> {
  generation += 1;
  keeping = false;
  for (const timer of pendingSaves.values()) clearTimeout(timer);
  pendingSaves.clear();
  lastSaved.clear();
  reads.clear();
  settled.clear();
  if (!enabled) return;
  try {
    await (await open()).clear(STORE);
  } catch (error) {
    console.warn('deleting the list snapshots failed', error);
  }
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
