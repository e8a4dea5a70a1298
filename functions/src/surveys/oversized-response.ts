import { storedAnswerEntries } from '../shared/stored-response.js';
import { oversizedAnswers } from '../shared/response-acceptance.js';

/** What the check needs of Firestore (the Admin SDK in production, a fake in tests). */
export interface OversizedDb {
  survey(id: string): Promise<Record<string, unknown> | null>;
  deleteResponse(id: string): Promise<void>;
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
  await db.deleteResponse(responseId);
  return true;
}
