import {
  serverTimestamp,
  type AlongsideWrite,
  type DataStore,
  type DocumentData,
  type FunctionsPort,
  type StoredDocument,
} from '@/lib/backend';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/contracts/customer-token';
import { NOTIFY_SURVEY_RESPONSE, type NotifyOutcome } from '@/contracts/survey-notify';
import { errorReason } from '@/lib/error-reason';
import { addResponse, aggregateAnswers } from '../model/aggregate-answers';
import { isCurrentStats, parseStats } from '../model/parse-stats';
import { isCountableResponse } from '../model/stored-response';
import { closingUpdate } from '../model/closing';
import { parseAnswers } from '../model/parse-response';
import { parseSurvey } from '../model/parse-survey';
import { isChatworkRoomId } from '../model/survey-draft';
import { checkResponse, linkValuesOfResponse } from './local-response-guard';
import type { SurveyField } from '../model/types';
import { SURVEY_LINKS, SURVEY_NOTIFICATIONS } from '@/contracts/collections';
import {
  LEGACY_RESPONSES,
  RESPONSES,
  RESPONSE_LINKS,
  SURVEYS,
  SURVEY_ANSWER_SLOTS,
  SURVEY_LINK_ANSWERS,
  SURVEY_STATS,
} from '@/contracts/survey-collections';

/**
 * What the Cloud Function on `responses/{id}` does, for the browser-local backend: keep
 * `surveyStats/{surveyId}` (with the same pure aggregation as the results page) and
 * `surveys/{id}.responseCount` up to date, so public pages never list responses.
 */
interface TriggerStore extends DataStore {
  onAdd(
    collection: string,
    trigger: (store: DataStore, doc: StoredDocument) => Promise<void>,
  ): void;
  beforeAdd?(
    collection: string,
    guard: (
      store: DataStore,
      data: DocumentData,
      alongside: readonly AlongsideWrite[],
    ) => Promise<void>,
  ): void;
}

const hasTriggers = (store: DataStore): store is TriggerStore =>
  typeof (store as Partial<TriggerStore>).onAdd === 'function';

/** Every countable response's answers and personal-link values, counted afresh. */
async function countAll(store: DataStore, surveyId: string, fields: readonly SurveyField[]) {
  const where = [{ field: 'surveyId', value: surveyId }];
  const [current, legacy] = await Promise.all([
    store.query(RESPONSES, { where }),
    store.query(LEGACY_RESPONSES, { where }),
  ]);
  const counted = [...current, ...legacy].filter((doc) => isCountableResponse(doc.data, surveyId));
  const links = await Promise.all(
    counted.map((doc) => linkValuesOfResponse(store, doc.id, surveyId, fields)),
  );
  return aggregateAnswers(
    fields,
    counted.map((doc) => parseAnswers(doc.data)),
    (index) => links[index] ?? {},
  );
}

async function writeStats(store: DataStore, surveyId: string, stats: object) {
  await store.set(SURVEY_STATS, surveyId, { ...stats, surveyId, updatedAt: serverTimestamp() });
}

async function recordResponse(store: DataStore, doc: StoredDocument): Promise<void> {
  const surveyId = doc.data.surveyId;
  if (typeof surveyId !== 'string' || surveyId === '') return;
  const surveyDoc = await store.get(SURVEYS, surveyId);
  if (!surveyDoc) return;
  const fields: SurveyField[] = parseSurvey(surveyDoc.id, surveyDoc.data).fields;
  if (!isCountableResponse(doc.data, surveyId)) return;
  const existing = await store.get(SURVEY_STATS, surveyId);
  // Without a current stored document (first response, data older than statistics, or a
  // document keyed by answer text, as older data has) recount all, which includes this response.
  const next =
    existing && isCurrentStats(existing.data)
      ? addResponse(
          parseStats(existing.data),
          fields,
          parseAnswers(doc.data),
          await linkValuesOfResponse(store, doc.id, surveyId, fields),
        )
      : await countAll(store, surveyId, fields);
  await writeStats(store, surveyId, next);
  // One meaning, as the Cloud Function: the statistics' count (legacy responses included).
  await store.update(SURVEYS, surveyId, { responseCount: next.responseCount });
  // At its answer limit the survey closes, as the Cloud Function closes it.
  const counted = await store.get(SURVEYS, surveyId);
  const close = counted && closingUpdate(counted.data, new Date());
  if (close) await store.update(SURVEYS, surveyId, close);
}

/** Closes every published survey whose closing time has come (the scheduled function's job). */
export async function closeDueSurveys(store: DataStore, now = new Date()): Promise<void> {
  const published = await store.query(SURVEYS, {
    where: [{ field: 'status', value: 'published' }],
  });
  for (const doc of published) {
    const close = closingUpdate(doc.data, now);
    if (close) await store.update(SURVEYS, doc.id, close);
  }
}

/** How often the admin app closes due surveys in local mode (the cloud scheduler: 5 minutes). */
const LOCAL_CLOSING_INTERVAL_MS = 30_000;

/** Local mode's scheduler: close due surveys now and every 30 s while the admin app is open. */
export function keepClosingDueSurveys(store: DataStore): void {
  const run = () =>
    void closeDueSurveys(store).catch((error: unknown) =>
      console.error('closing due surveys failed', error),
    );
  run();
  setInterval(run, LOCAL_CLOSING_INTERVAL_MS);
}

/**
 * A response from a personal survey link sets its customer's row (as the Cloud Function does).
 * Loaded when a response arrives: the landing reads every table's schema, which the public
 * page's first visit has no room for (npm run bench:public-bundle).
 */
async function landResponse(store: DataStore, doc: StoredDocument): Promise<void> {
  const record = (await store.get(RESPONSE_LINKS, doc.id))?.data;
  const tokenOf = (data: DocumentData | undefined) => data?.[CUSTOMER_TOKEN_FIELD];
  if (!isCustomerToken(tokenOf(record)) && !isCustomerToken(tokenOf(doc.data))) return;
  const { landOnCustomer, withLinkToken } = await import('@/features/customers/model');
  await landOnCustomer(
    {
      link: async (token) => (await store.get(SURVEY_LINKS, token))?.data ?? null,
      recordFirstAnswer: (token, data) =>
        store.runTransaction(async (tx) => {
          if (await tx.get(SURVEY_LINK_ANSWERS, token)) return;
          tx.set(SURVEY_LINK_ANSWERS, token, { ...data, at: serverTimestamp() });
        }),
      updateRow: (path, update) => {
        const [table = '', rowId = ''] = path.split('/');
        return store.runTransaction(async (tx) => {
          const row = await tx.get(table, rowId);
          if (!row) return 'missing' as const;
          const fields = update(row.data);
          if (!fields) return 'unchanged' as const;
          tx.update(table, rowId, fields);
          return 'updated' as const;
        });
      },
    },
    doc.id,
    withLinkToken(doc.data, record),
  );
}

/** A survey that posts its responses to Chatwork (回答をChatworkに通知 with a room), as the function checks it. */
const notifies = (survey: DocumentData | undefined) =>
  survey?.chatworkNotify === true &&
  typeof survey.chatworkRoomId === 'string' &&
  isChatworkRoomId(survey.chatworkRoomId);

/**
 * The Chatwork message of a response, as onResponseNotify sends it: the local server posts it
 * (its environment holds the token) and this tab records how it went in
 * `surveyNotifications/{responseId}`, which the results page shows. Claimed first, so one
 * response is one message; a failure is recorded, never thrown at the visitor.
 */
async function notifyResponse(
  store: DataStore,
  functions: FunctionsPort,
  doc: StoredDocument,
): Promise<void> {
  const surveyId = typeof doc.data.surveyId === 'string' ? doc.data.surveyId : '';
  if (!surveyId || !notifies((await store.get(SURVEYS, surveyId))?.data)) return;
  const claimed = await store.runTransaction(async (tx) => {
    if (await tx.get(SURVEY_NOTIFICATIONS, doc.id)) return false;
    tx.set(SURVEY_NOTIFICATIONS, doc.id, { surveyId, status: 'sending', at: serverTimestamp() });
    return true;
  });
  if (!claimed) return;
  let outcome: NotifyOutcome;
  try {
    outcome = await functions.call(NOTIFY_SURVEY_RESPONSE, {
      responseId: doc.id,
    });
  } catch (error) {
    outcome = { status: 'failed', reason: errorReason(error) || String(error) };
  }
  if (outcome.status === 'failed') console.error('survey notification failed', outcome.reason);
  await store.update(SURVEY_NOTIFICATIONS, doc.id, { ...outcome, at: serverTimestamp() });
}

/**
 * 再集計 in local mode (the recountSurveyStats function's job): the survey's statistics,
 * responseCount and answer slots rebuilt from every response. Returns the count, or null without the survey.
 */
export async function recountLocally(store: DataStore, surveyId: string): Promise<number | null> {
  const surveyDoc = await store.get(SURVEYS, surveyId);
  if (!surveyDoc) return null;
  const fields = parseSurvey(surveyDoc.id, surveyDoc.data).fields;
  const stats = await countAll(store, surveyId, fields);
  await writeStats(store, surveyId, stats);
  await store.update(SURVEYS, surveyId, { responseCount: stats.responseCount });
  // One count (as the function): the answer slots are set from it too.
  await store.set(SURVEY_ANSWER_SLOTS, surveyId, { count: stats.responseCount });
  return stats.responseCount;
}

/** The demo seed holds responses but no statistics; compute missing or outdated ones once. */
export async function backfillStats(store: DataStore): Promise<void> {
  const surveys = await store.query(SURVEYS);
  for (const surveyDoc of surveys) {
    if (isCurrentStats((await store.get(SURVEY_STATS, surveyDoc.id))?.data)) continue;
    const fields = parseSurvey(surveyDoc.id, surveyDoc.data).fields;
    await writeStats(store, surveyDoc.id, await countAll(store, surveyDoc.id, fields));
  }
}

export async function registerLocalTriggers(
  store: DataStore,
  functions?: FunctionsPort,
): Promise<void> {
  if (!hasTriggers(store)) return;
  store.beforeAdd?.(RESPONSES, checkResponse);
  store.onAdd(RESPONSES, recordResponse);
  store.onAdd(RESPONSES, landResponse);
  // Not awaited: the visitor's answer is stored and their page moves on while the message goes.
  if (functions)
    store.onAdd(RESPONSES, async (own, doc) => {
      void notifyResponse(own, functions, doc).catch((error: unknown) =>
        console.error('survey notification failed', error),
      );
    });
  await backfillStats(store);
}

/**
 * The public pages' local triggers: the survey's, and closing what is due. The app adds the
 * customers' history (an answer through a personal link changes a customer's row from this tab).
 */
export async function registerPublicLocalTriggers(
  store: DataStore,
  functions: FunctionsPort,
): Promise<void> {
  await registerLocalTriggers(store, functions);
  await closeDueSurveys(store);
}
