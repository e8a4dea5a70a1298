import { COUNTED_MARKER, planStatsUpdate } from './plan-stats-update.js';

/**
 * The slice of the Admin SDK the handler uses, so tests can hand in a fake. Firestore triggers
 * are delivered at least once: everything happens in one transaction that also marks the
 * response, and a retry finds the marker and stops.
 */
export interface DocRef {
  readonly id: string;
}
export interface TxSnapshot {
  readonly exists: boolean;
  data(): Record<string, unknown> | undefined;
}
export interface Tx {
  get(ref: DocRef): Promise<TxSnapshot>;
  set(ref: DocRef, data: Record<string, unknown>): unknown;
  update(ref: DocRef, data: Record<string, unknown>): unknown;
}
export interface StatsDb {
  doc(path: string): DocRef;
  runTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}
export interface WriteValues {
  serverTimestamp(): unknown;
  increment(by: number): unknown;
}

/** Returns whether the response was counted now (false: already counted, or nothing to count). */
export async function recordResponseStats(
  db: StatsDb,
  values: WriteValues,
  responseId: string,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const responseRef = db.doc(`responses/${responseId}`);
    const response = (await tx.get(responseRef)).data() ?? null;
    const surveyId = response?.surveyId;
    if (typeof surveyId !== 'string' || surveyId === '') return false;
    const surveyRef = db.doc(`surveys/${surveyId}`);
    const statsRef = db.doc(`surveyStats/${surveyId}`);
    // Every read before any write, as Firestore transactions require.
    const [survey, stats] = await Promise.all([tx.get(surveyRef), tx.get(statsRef)]);
    const next = planStatsUpdate({
      response,
      survey: survey.exists ? (survey.data() ?? null) : null,
      stats: stats.exists ? (stats.data() ?? null) : null,
    });
    if (!next) return false;
    tx.set(statsRef, { ...next, surveyId, updatedAt: values.serverTimestamp() });
    tx.update(surveyRef, { responseCount: values.increment(1) });
    tx.update(responseRef, { [COUNTED_MARKER]: values.serverTimestamp() });
    return true;
  });
}
