import type { Firestore } from 'firebase-admin/firestore';
import {
  RESPONSES,
  RESPONSE_LINKS,
  SURVEYS,
  SURVEY_ANSWER_SLOTS,
  SURVEY_ANSWER_SLOT_CLAIMS,
} from '../shared/contracts/survey-collections.js';
import { storedAnswerEntries } from '../shared/stored-response.js';
import { oversizedAnswers } from '../shared/response-acceptance.js';

/** What the check needs of Firestore (the Admin SDK in production, a fake in tests). */
export interface OversizedDb {
  survey(id: string): Promise<Record<string, unknown> | null>;
  /**
   * Deletes the response, and its personal-link record, once: when it still exists, a survey
   * with 回答数の上限 gets its answer slot back in the same transaction, so a flood of oversized
   * answers cannot close the survey (a redelivered event gives nothing back twice).
   */
  deleteResponse(id: string, surveyId: string): Promise<void>;
}

/**
 * Deletes a new response holding an answer out of its field's bound (response-acceptance.ts:
 * longer than the public form takes, a map, a nested list), before it is counted, landed on a
 * customer or read by a summary or an export. The rules bound a response's keys and its number
 * of answers, but cannot measure each answer (docs/security.md), so the size is checked here.
 * Returns whether it was deleted.
 */
export async function deleteIfOversized(
  db: OversizedDb,
  responseId: string,
  response: Record<string, unknown>,
): Promise<boolean> {
  const surveyId = response.surveyId;
  if (typeof surveyId !== 'string' || surveyId === '') return false;
  const survey = await db.survey(surveyId);
  if (!survey) return false;
  const oversized = oversizedAnswers(survey, storedAnswerEntries(response));
  if (oversized.length === 0) return false;
  console.warn('responses: deleted a response with answers out of bounds', {
    responseId,
    surveyId,
    fields: oversized.slice(0, 10),
  });
  await db.deleteResponse(responseId, surveyId);
  return true;
}

/** The Admin SDK's OversizedDb (oversized-response.ts): the transaction that gives a slot back. */
export function adminOversizedDb(db: Firestore): OversizedDb {
  return {
    survey: async (id) => (await db.doc(`${SURVEYS}/${id}`).get()).data() ?? null,
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
