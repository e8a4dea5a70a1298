import type { Firestore } from 'firebase-admin/firestore';
import { CUSTOMER_TOKEN_FIELD } from '../shared/contracts/customer-token.js';
import {
  RESPONSES,
  RESPONSE_LINKS,
  SURVEYS,
  SURVEY_LINK_VALUES,
  SURVEY_ANSWER_SLOTS,
  SURVEY_ANSWER_SLOT_CLAIMS,
} from '../shared/contracts/survey-collections.js';
import { storedAnswerEntries } from '../shared/stored-response.js';
import { hiddenAnswers, oversizedAnswers } from '../shared/response-acceptance.js';
import { storedLinkValues, type LinkValues } from '../shared/contracts/link-values.js';

/** What the check needs of Firestore (the Admin SDK in production, a fake in tests). */
export interface RefusedDb {
  survey(id: string): Promise<Record<string, unknown> | null>;
  /** The customer values of the personal link the response came through (`{}` without one). */
  linkValues(responseId: string, surveyId: string): Promise<LinkValues>;
  /**
   * Deletes the response, and its personal-link record, once: when it still exists, a survey
   * with 回答数の上限 gets its answer slot back in the same transaction, so a flood of oversized
   * answers cannot close the survey (a redelivered event gives nothing back twice).
   */
  deleteResponse(id: string, surveyId: string): Promise<void>;
}

/** What the gate decided: a refused response is gone; an admitted one comes with its survey. */
export type Admission =
  { admitted: false } | { admitted: true; survey: Record<string, unknown> | null };

/**
 * Deletes a new response the public form could not have sent, before it is counted, landed on a
 * customer, notified or read by a summary or an export: one holding an answer out of its field's
 * bound (response-acceptance.ts: longer than the public form takes, a map, a nested list), or an
 * answer to a question its 表示条件 hid for it (show-if.ts, with its personal link's values). The
 * rules bound a response's keys and its number of answers, refuse a closed survey and hold the
 * answer limit, but cannot measure each answer or run the 表示条件 (docs/security.md), so these
 * are checked here. A response of a survey that no longer exists is admitted with no survey
 * (the statistics and the notification have nothing to do for it).
 */
export async function admitResponse(
  db: RefusedDb,
  responseId: string,
  response: Record<string, unknown>,
): Promise<Admission> {
  const surveyId = response.surveyId;
  if (typeof surveyId !== 'string' || surveyId === '') return { admitted: true, survey: null };
  const survey = await db.survey(surveyId);
  if (!survey) return { admitted: true, survey: null };
  const answers = storedAnswerEntries(response);
  const oversized = oversizedAnswers(survey, answers);
  const hidden =
    oversized.length > 0
      ? []
      : hiddenAnswers(survey, answers, await db.linkValues(responseId, surveyId));
  if (oversized.length === 0 && hidden.length === 0) return { admitted: true, survey };
  console.warn('responses: deleted a response the form could not have sent', {
    responseId,
    surveyId,
    oversized: oversized.slice(0, 10),
    hidden: hidden.slice(0, 10),
  });
  await db.deleteResponse(responseId, surveyId);
  return { admitted: false };
}

/** The Admin SDK's RefusedDb (refused-response.ts): the transaction that gives a slot back. */
export function adminRefusedDb(db: Firestore): RefusedDb {
  return {
    survey: async (id) => (await db.doc(`${SURVEYS}/${id}`).get()).data() ?? null,
    linkValues: adminLinkValues(db),
    deleteResponse: (id, surveyId) =>
      db.runTransaction(async (tx) => {
        const responseRef = db.doc(`${RESPONSES}/${id}`);
        const slotsRef = db.doc(`${SURVEY_ANSWER_SLOTS}/${surveyId}`);
        const claimRef = db.doc(`${SURVEY_ANSWER_SLOT_CLAIMS}/${surveyId}`);
        const [response, survey, slots, claim] = await Promise.all([
          tx.get(responseRef),
          tx.get(db.doc(`${SURVEYS}/${surveyId}`)),
          tx.get(slotsRef),
          tx.get(claimRef),
        ]);
        if (!response.exists) return;
        tx.delete(responseRef);
        tx.delete(db.doc(`${RESPONSE_LINKS}/${id}`));
        // The claim names no deleted response (the rules also want the count moved).
        if (claim.get('responseId') === id) tx.delete(claimRef);
        const count = slots.get('count');
        if (survey.get('maxResponses') != null && typeof count === 'number' && count > 0)
          tx.update(slotsRef, { count: count - 1 });
      }),
  };
}

/**
 * The customer values of a response's personal link, by the Admin SDK: the token from the
 * response's private record, then the values the link carries for its survey.
 */
export function adminLinkValues(db: Firestore) {
  return async (responseId: string, surveyId: string): Promise<LinkValues> => {
    const token = (await db.doc(`${RESPONSE_LINKS}/${responseId}`).get()).get(CUSTOMER_TOKEN_FIELD);
    if (typeof token !== 'string' || token === '') return {};
    const carried = (await db.doc(`${SURVEY_LINK_VALUES}/${token}`).get()).data();
    return storedLinkValues(carried, surveyId);
  };
}
