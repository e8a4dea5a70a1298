import {
  LEGACY_RESPONSES,
  RESPONSES,
  SURVEYS,
  SURVEY_ANSWER_SLOTS,
  SURVEY_STATS,
} from '../shared/contracts/survey-collections.js';
import { emptyStats } from '../shared/aggregate-answers.js';
import { closingUpdate } from '../shared/closing.js';
import type { LinkValues } from '../shared/show-if.js';
import { linkKeysOf } from '../shared/show-if-stored.js';
import { storedFields } from '../shared/stored-response.js';
import {
  COUNTED_MARKER,
  RECOUNT_THROUGH,
  foldRecountPage,
  planStatsUpdate,
  type Instant,
  type Recount,
} from './plan-stats-update.js';

/**
 * The slice of the Admin SDK the handler uses, so tests can hand in a fake. Firestore triggers
 * are delivered at least once: the statistics are written in one transaction that also marks the
 * response, and a retry finds the marker and stops.
 */
export interface DocRef {
  readonly id: string;
}
export interface TxSnapshot {
  readonly exists: boolean;
  /** Server time the document was created (absent when it does not exist). */
  readonly createTime?: Instant | undefined;
  data(): Record<string, unknown> | undefined;
}
export interface PageDoc {
  readonly id: string;
  readonly createTime: Instant;
  data(): Record<string, unknown>;
}
export interface Tx {
  get(ref: DocRef): Promise<TxSnapshot>;
  set(ref: DocRef, data: Record<string, unknown>): unknown;
  update(ref: DocRef, data: Record<string, unknown>): unknown;
}
export interface StatsDb {
  doc(path: string): DocRef;
  /** A plain read, outside any transaction. */
  get(ref: DocRef): Promise<TxSnapshot>;
  /**
   * Up to `limit` documents of `collection` whose surveyId is `surveyId`, ordered by document id,
   * after `afterId` (null: from the start). Read outside any transaction.
   */
  page(
    collection: string,
    surveyId: string,
    afterId: string | null,
    limit: number,
  ): Promise<PageDoc[]>;
  runTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}
/**
 * The customer values of the personal link a response came through (`{}` without one), for the
 * 表示条件 that read them (refused-response.ts reads them the same way).
 */
export type LinkLookup = (responseId: string, surveyId: string) => Promise<LinkValues>;
export const noLinks: LinkLookup = async () => ({});

/** The lookup, or none at all when no 表示条件 of the survey reads a link value. */
const lookupFor = (survey: Record<string, unknown>, links: LinkLookup): LinkLookup =>
  linkKeysOf(storedFields(survey)).length > 0 ? links : noLinks;

export interface WriteValues {
  serverTimestamp(): unknown;
  increment(by: number): unknown;
  /** The stored form of an Instant (a Firestore Timestamp). */
  timestamp(at: Instant): unknown;
}

/**
 * Documents read per page of a recount: small, since a hostile response may be ~1 MiB until the
 * trigger deletes it (oversized-response.ts): a page of 25 such is ~25 MiB, well inside the
 * 512 MiB the trigger and the 再集計 callable run with.
 */
export const RECOUNT_PAGE_SIZE = 25;
/** Tries per page read: a transient failure (contention, a timeout) is retried twice. */
const PAGE_ATTEMPTS = 3;
const PAGE_BACKOFF_MS = [500, 2_000];

/** One page, tried again after a short wait when the read fails (bounded, then it throws). */
async function pageWithRetries(
  db: StatsDb,
  collection: string,
  surveyId: string,
  after: string | null,
  pageSize: number,
  sleep: (ms: number) => Promise<void>,
): Promise<PageDoc[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.page(collection, surveyId, after, pageSize);
    } catch (error) {
      if (attempt >= PAGE_ATTEMPTS) throw error;
      await sleep(PAGE_BACKOFF_MS[attempt - 1] ?? 2_000);
    }
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Counts every response of a survey again, page by page and outside any transaction (a
 * transaction reading thousands of documents would time out or contend with every new response).
 * The snapshot is defined by time instead: `through` is the creation time of the response whose
 * trigger asked, and creation times follow commit order, so every response created at or before
 * it already exists and is read, and later ones are left to their own triggers.
 */
async function recount(
  db: StatsDb,
  survey: Record<string, unknown>,
  surveyId: string,
  through: Instant,
  pageSize: number,
  links: LinkLookup,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<Recount> {
  let stats = emptyStats();
  const linkOf = lookupFor(survey, links);
  for (const collection of [RESPONSES, LEGACY_RESPONSES] as const) {
    let after: string | null = null;
    for (;;) {
      const page = await pageWithRetries(db, collection, surveyId, after, pageSize, sleep);
      stats = foldRecountPage(
        stats,
        survey,
        surveyId,
        await Promise.all(
          page.map(async (doc) => ({
            data: doc.data(),
            created: doc.createTime,
            link: await linkOf(doc.id, surveyId),
          })),
        ),
        collection === RESPONSES ? through : null,
      );
      if (page.length < pageSize) break;
      after = page[page.length - 1]!.id;
    }
  }
  return { stats, through };
}

/**
 * What closes a survey at `count` responses: its answer limit reached, by the same
 * responseCount the rules compare. Only the count: the scheduled closer (close-due-surveys.ts)
 * closes surveys at their time.
 */
function closingOnCount(survey: Record<string, unknown> | undefined, count: number) {
  if (!survey) return {};
  return closingUpdate({ ...survey, closesAt: null }, new Date(), count) ?? {};
}

/** Returns whether the response was counted now (false: already counted, or nothing to count). */
export async function recordResponseStats(
  db: StatsDb,
  values: WriteValues,
  responseId: string,
  pageSize = RECOUNT_PAGE_SIZE,
  links: LinkLookup = noLinks,
): Promise<boolean> {
  const responseRef = db.doc(`${RESPONSES}/${responseId}`);
  let recounted: Recount | undefined;
  // Read once, not through the transaction: the link's values do not change with the statistics.
  let link: LinkValues | undefined;
  for (;;) {
    const outcome = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(responseRef);
      const response = snapshot.data() ?? null;
      const surveyId = response?.surveyId;
      if (typeof surveyId !== 'string' || surveyId === '') return false;
      const surveyRef = db.doc(`${SURVEYS}/${surveyId}`);
      const statsRef = db.doc(`${SURVEY_STATS}/${surveyId}`);
      // Every read before any write, as Firestore transactions require.
      const [survey, stats] = await Promise.all([tx.get(surveyRef), tx.get(statsRef)]);
      link ??= survey.exists
        ? await lookupFor(survey.data() ?? {}, links)(responseId, surveyId)
        : {};
      const plan = planStatsUpdate({
        link,
        response,
        responseCreated: snapshot.createTime ?? null,
        survey: survey.exists ? (survey.data() ?? null) : null,
        stats: stats.exists ? (stats.data() ?? null) : null,
        ...(recounted ? { recount: recounted } : {}),
      });
      switch (plan.kind) {
        case 'skip':
          return false;
        case 'recount':
          return plan;
        case 'mark':
          tx.update(responseRef, { [COUNTED_MARKER]: values.serverTimestamp() });
          return false;
        case 'write':
          tx.set(statsRef, {
            ...plan.stats,
            surveyId,
            ...(plan.through ? { [RECOUNT_THROUGH]: values.timestamp(plan.through) } : {}),
            updatedAt: values.serverTimestamp(),
          });
          tx.update(surveyRef, {
            // One meaning: the statistics' count (every countable response, legacy ones
            // included), set rather than added to, so a recount's total carries on.
            responseCount: plan.stats.responseCount,
            // At its answer limit (回答数の上限) the survey closes: status 終了 and closedAt.
            ...closingOnCount(survey.data(), plan.stats.responseCount),
          });
          tx.update(responseRef, { [COUNTED_MARKER]: values.serverTimestamp() });
          return true;
      }
    });
    if (typeof outcome === 'boolean') return outcome;
    // Asked for a recount: read outside the transaction, then plan again with it. The second
    // transaction finds either no current statistics (and writes the recount) or statistics
    // another trigger wrote meanwhile (and folds into them, or only marks this response).
    if (recounted) return false;
    const survey = (await db.get(db.doc(`${SURVEYS}/${outcome.surveyId}`))).data();
    if (!survey) return false;
    recounted = await recount(db, survey, outcome.surveyId, outcome.through, pageSize, links);
  }
}

/**
 * 再集計: rebuilds a survey's statistics from every response, page by page, and sets
 * the survey's responseCount to the result, and its answer slots too (one count for
 * the public 終了, the rules and the staff list, repairing slots a lost answer kept). `now` is the snapshot time: responses created later
 * are folded in by their own triggers (the stored recountThrough tells them). Returns the count,
 * or null when the survey does not exist.
 */
export async function rebuildSurveyStats(
  db: StatsDb,
  values: WriteValues,
  surveyId: string,
  now: Instant,
  options: { pageSize?: number; sleep?: (ms: number) => Promise<void>; links?: LinkLookup } = {},
): Promise<number | null> {
  const surveyRef = db.doc(`${SURVEYS}/${surveyId}`);
  const survey = (await db.get(surveyRef)).data();
  if (!survey) return null;
  const { stats, through } = await recount(
    db,
    survey,
    surveyId,
    now,
    options.pageSize ?? RECOUNT_PAGE_SIZE,
    options.links ?? noLinks,
    options.sleep,
  );
  await db.runTransaction(async (tx) => {
    const current = await tx.get(surveyRef);
    if (!current.exists) return;
    tx.set(db.doc(`${SURVEY_STATS}/${surveyId}`), {
      ...stats,
      surveyId,
      [RECOUNT_THROUGH]: values.timestamp(through),
      updatedAt: values.serverTimestamp(),
    });
    tx.update(surveyRef, { responseCount: stats.responseCount });
    tx.set(db.doc(`${SURVEY_ANSWER_SLOTS}/${surveyId}`), { count: stats.responseCount });
  });
  return stats.responseCount;
}
