import { SURVEY_LINKS, SURVEY_NOTIFICATIONS } from '../shared/contracts/collections.js';
import { RESPONSES, RESPONSE_LINKS, SURVEYS } from '../shared/contracts/survey-collections.js';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { adminFirestore } from '../admin.js';
import { MAX_INSTANCES } from '../on-callable.js';
import type { NotifyOutcome } from '../shared/contracts/survey-notify.js';
import { linkOfResponse, parseSurveyLink, withLinkToken } from '../shared/survey-answer.js';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '../shared/contracts/customer-token.js';
import { firestoreBudget } from './firestore-budget.js';
import type { NotifyBudgetStore } from './notify-budget.js';
import { notifyRoomOf, notifyWithinBudget } from './notify-response.js';
import type { PostOptions } from './post-message.js';
import { FUNCTIONS_REGION } from '../region.js';

/** What the handler needs of Firestore (the Admin SDK in production, a fake in tests). */
export interface NotifyDb {
  survey(id: string): Promise<Record<string, unknown> | null>;
  link(token: string): Promise<Record<string, unknown> | null>;
  /**
   * Moves `surveyNotifications/{responseId}` from 'queued' (the gate's) to 'sending'; false when
   * it was not queued: the event was delivered before, and its message is not posted twice.
   */
  claim(responseId: string): Promise<boolean>;
  record(responseId: string, outcome: NotifyOutcome): Promise<void>;
  /** The per-minute message counters (notify-budget.ts). */
  budget: NotifyBudgetStore;
}

/** 'off': the survey no longer notifies, or the response is gone. */
export type NotifyResult = 'off' | 'duplicate' | NotifyOutcome;

/**
 * One Chatwork message per response the gate admitted (response-gate.ts) of a survey with
 * 回答をChatworkに通知: the customer named for a valid personal link, the outcome recorded for the
 * results page. A failure is recorded, logged and returned, never thrown: the response itself is
 * already stored and counted.
 */
export async function notifySurveyResponse(
  db: NotifyDb,
  responseId: string,
  response: Record<string, unknown>,
  post: Omit<PostOptions, 'roomId' | 'body'>,
  adminOrigin: string,
  clock: { now?: Date; sleep?: (ms: number) => Promise<void> } = {},
): Promise<NotifyResult> {
  const surveyId = typeof response.surveyId === 'string' ? response.surveyId : '';
  const survey = surveyId ? await db.survey(surveyId) : null;
  if (!survey || !notifyRoomOf(survey)) return 'off';
  if (!(await db.claim(responseId))) return 'duplicate';
  const token = response[CUSTOMER_TOKEN_FIELD];
  const link = isCustomerToken(token)
    ? linkOfResponse(response, parseSurveyLink(await db.link(token)))
    : null;
  // Whatever fails (the counters, a read), the claimed response gets an outcome: never a
  // message left 'sending' for ever.
  const outcome = await notifyWithinBudget(
    {
      survey,
      response,
      clientName: link?.clientName || null,
      resultsUrl: `${adminOrigin}/surveys/${encodeURIComponent(surveyId)}/results`,
    },
    post,
    db.budget,
    clock,
  ).catch((error: unknown): NotifyOutcome => ({
    status: 'failed',
    reason: error instanceof Error && error.message ? error.message : String(error),
  }));
  if (outcome.status === 'failed')
    console.error('survey notification failed', { responseId, surveyId, reason: outcome.reason });
  await db.record(responseId, outcome);
  return outcome;
}

/**
 * The notification token: a Chatwork account's API token kept as a Secret Manager secret, bound
 * to this function only (never a member's key, never sent to the browser; docs/deploy.md).
 */
const notifyToken = defineSecret('CHATWORK_NOTIFY_TOKEN');
const adminOrigin = defineString('ADMIN_ORIGIN', {
  default: '',
  description: 'The admin app origin, for the results link in messages (https://admin.example.com)',
});

function notifyDb(): NotifyDb {
  const db = adminFirestore();
  return {
    survey: async (id) => (await db.doc(`${SURVEYS}/${id}`).get()).data() ?? null,
    link: async (token) => (await db.collection(SURVEY_LINKS).doc(token).get()).data() ?? null,
    claim: (responseId) =>
      db.runTransaction(async (tx) => {
        const ref = db.collection(SURVEY_NOTIFICATIONS).doc(responseId);
        if ((await tx.get(ref)).get('status') !== 'queued') return false;
        tx.update(ref, { status: 'sending', at: FieldValue.serverTimestamp() });
        return true;
      }),
    record: async (responseId, outcome) => {
      await db
        .collection(SURVEY_NOTIFICATIONS)
        .doc(responseId)
        .update({ ...outcome, at: FieldValue.serverTimestamp() });
    },
    budget: firestoreBudget(),
  };
}

/**
 * A function of its own on surveyNotifications/{id}, which only the gate creates (queued, once
 * the response is admitted and counted; the rules let no client write there): the secret is bound
 * here only, and it runs without platform retries, since the message is retried inside (bounded)
 * and a redelivered event must not post twice (the claim).
 */
export const onResponseNotify = onDocumentCreated(
  {
    region: FUNCTIONS_REGION,
    document: `${SURVEY_NOTIFICATIONS}/{responseId}`,
    secrets: [notifyToken],
    maxInstances: MAX_INSTANCES,
    // The first response held past the budget waits out its minute (up to 61 s), then posts.
    timeoutSeconds: 120,
  },
  async (event) => {
    if (event.data?.get('status') !== 'queued') return;
    const id = event.params.responseId;
    const db = adminFirestore();
    // A personal link's token is in the private record written beside the response.
    const [stored, record] = await Promise.all([
      db.doc(`${RESPONSES}/${id}`).get(),
      db.doc(`${RESPONSE_LINKS}/${id}`).get(),
    ]);
    const response = withLinkToken(stored.data() ?? {}, record.data());
    const origin = adminOrigin.value() || `https://${process.env.GCLOUD_PROJECT ?? ''}.web.app`;
    const result = await notifySurveyResponse(
      notifyDb(),
      id,
      response,
      // CHATWORK_API_BASE: as for mentions (tests point it at a fake server).
      { token: notifyToken.value(), baseUrl: process.env.CHATWORK_API_BASE },
      origin.replace(/\/+$/, ''),
    );
    // Nothing to post any more (the setting was turned off, the response deleted): no message
    // is left queued for the results page to report as stuck.
    if (result === 'off') await event.data.ref.delete();
  },
);
