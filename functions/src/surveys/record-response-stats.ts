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
export interface QueryRef {
  readonly kind: 'query';
}
export interface TxQuerySnapshot {
  readonly docs: readonly { readonly ref: DocRef; data(): Record<string, unknown> }[];
}
export interface Tx {
  get(ref: DocRef): Promise<TxSnapshot>;
  getQuery(query: QueryRef): Promise<TxQuerySnapshot>;
  set(ref: DocRef, data: Record<string, unknown>): unknown;
  update(ref: DocRef, data: Record<string, unknown>): unknown;
}
export interface StatsDb {
  doc(path: string): DocRef;
  /** Documents of `collection` whose `field` equals `value`. */
  where(collection: string, field: string, value: string): QueryRef;
  runTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}
export interface WriteValues {
  serverTimestamp(): unknown;
  increment(by: number): unknown;
}

/** A transaction holds at most 500 writes; three are the stats, the count and this response. */
const MAX_MARKED_IN_RECOUNT = 490;

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
    let recounted: TxQuerySnapshot['docs'] = [];
    let legacy: TxQuerySnapshot['docs'] = [];
    if (!stats.exists) {
      [recounted, legacy] = await Promise.all([
        tx.getQuery(db.where('responses', 'surveyId', surveyId)).then((s) => s.docs),
        tx.getQuery(db.where('surveyResponses', 'surveyId', surveyId)).then((s) => s.docs),
      ]);
    }
    const next = planStatsUpdate({
      response,
      survey: survey.exists ? (survey.data() ?? null) : null,
      stats: stats.exists ? (stats.data() ?? null) : null,
      allResponses: [...recounted, ...legacy].map((doc) => doc.data()),
    });
    if (!next) return false;
    tx.set(statsRef, { ...next, surveyId, updatedAt: values.serverTimestamp() });
    tx.update(surveyRef, { responseCount: values.increment(1) });
    tx.update(responseRef, { [COUNTED_MARKER]: values.serverTimestamp() });
    // Responses counted by the recount are marked too, so their own (possibly later) trigger
    // does not add them again. A survey with more than fits in one transaction leaves the rest
    // unmarked: a response arriving in that same instant could then be counted twice.
    const others = recounted.filter(
      (doc) => doc.ref.id !== responseRef.id && doc.data()[COUNTED_MARKER] === undefined,
    );
    for (const doc of others.slice(0, MAX_MARKED_IN_RECOUNT))
      tx.update(doc.ref, { [COUNTED_MARKER]: values.serverTimestamp() });
    return true;
  });
}
