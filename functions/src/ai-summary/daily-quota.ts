/**
 * A per-member daily allowance of AI summaries, so one account (or a stolen session) cannot spend
 * the organisation's AI budget without bound. One counter document per member and day (JST) in
 * `aiSummaryUsage/{uid}_{YYYY-MM-DD}`, which the rules keep away from every client; `expireAt`
 * lets a Firestore TTL policy delete old counters (docs/security.md).
 */

import { AI_SUMMARY_USAGE } from '../shared/contracts/collections.js';
import { DAY_MS, tokyoDay } from '../shared/tokyo-time.js';

/** Summaries one member may ask for per day (JST). */
export const DAILY_SUMMARY_LIMIT = 100;

/** Counters are kept this long after their day, then a TTL policy may delete them. */
const KEEP_DAYS = 7;

export function quotaDocPath(uid: string, now: Date): string {
  return `${AI_SUMMARY_USAGE}/${uid}_${tokyoDay(now)}`;
}

/** The slice of a Firestore transaction the counter needs (the Admin SDK fits; tests fake it). */
export interface QuotaTx {
  get(path: string): Promise<Record<string, unknown> | undefined>;
  set(path: string, data: Record<string, unknown>): void;
}
export interface QuotaDb {
  runTransaction<T>(work: (tx: QuotaTx) => Promise<T>): Promise<T>;
}

/**
 * Counts one summary for `uid` today and says whether it was within `limit`. In a transaction, so
 * two calls at once cannot both take the last one. A refused call writes nothing.
 */
export async function takeDailyQuota(
  db: QuotaDb,
  uid: string,
  now: Date,
  limit: number,
): Promise<boolean> {
  const path = quotaDocPath(uid, now);
  return db.runTransaction(async (tx) => {
    const current = await tx.get(path);
    const used = typeof current?.count === 'number' ? current.count : 0;
    if (used >= limit) return false;
    tx.set(path, {
      uid,
      day: tokyoDay(now),
      count: used + 1,
      expireAt: new Date(now.getTime() + KEEP_DAYS * DAY_MS),
    });
    return true;
  });
}

/**
 * The same counter in memory: local mode's server (one process on the developer's machine) and
 * the tests. Transactions run one after another, as Firestore's would for one document.
 */
export function memoryQuotaDb(): QuotaDb & { docs: Map<string, Record<string, unknown>> } {
  const docs = new Map<string, Record<string, unknown>>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    docs,
    runTransaction<T>(work: (tx: QuotaTx) => Promise<T>): Promise<T> {
      const run = queue.then(() =>
        work({
          get: async (path) => docs.get(path),
          set: (path, data) => void docs.set(path, data),
        }),
      );
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
