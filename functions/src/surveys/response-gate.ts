import { notifyRoomOf } from '../survey-notify/notify-response.js';
import { admitResponse, type RefusedDb } from './refused-response.js';

/** What happens to a response once the gate admits it (the Admin SDK in production). */
export interface GateSteps {
  refused: RefusedDb;
  /** Counts it in the survey's statistics and responseCount (record-response-stats.ts). */
  count(responseId: string): Promise<unknown>;
  /** Sets the row of the customer whose personal link it came through (survey-answer.ts). */
  land(responseId: string, response: Record<string, unknown>): Promise<void>;
  /**
   * Records that its Chatwork message is due: `surveyNotifications/{responseId}` with status
   * 'queued', once (a redelivered event finds it). onResponseNotify posts from that document.
   */
  queueNotification(responseId: string, surveyId: string): Promise<void>;
}

/**
 * The one gate every response passes before anything acts on it: admitted (admitResponse: its
 * answers fit, none answers a question hidden for it; the rules already held the limit and the
 * closing), then counted, landed on its customer and, last, queued for its Chatwork message. A
 * refused response is deleted and nothing else happens; the notifier only ever sees what was
 * admitted and counted, so a forged answer can neither reach the team's room nor spend its
 * message budget. Every step is idempotent, so a retried event repeats nothing.
 */
export async function passResponse(
  steps: GateSteps,
  responseId: string,
  response: Record<string, unknown>,
): Promise<'admitted' | 'refused'> {
  const admission = await admitResponse(steps.refused, responseId, response);
  if (!admission.admitted) return 'refused';
  await steps.count(responseId);
  await steps.land(responseId, response);
  if (notifyRoomOf(admission.survey))
    await steps.queueNotification(responseId, String(response.surveyId));
  return 'admitted';
}
