/**
 * What the browser and the survey notification handler agree on (a Chatwork message
 * per response). Dependency-free: copied into functions/src/shared/contracts/.
 */

/** Local mode's endpoint name (in the cloud the handler is a trigger on responses, not a call). */
export const NOTIFY_SURVEY_RESPONSE = 'notifySurveyResponse';

/** The payload of the local call: the response; the handler gets the documents as context. */
export interface NotifyRequest {
  responseId: string;
}

/** What became of one response's message. */
export type NotifyOutcome =
  | { status: 'sent'; messageId: string }
  /** `reason`: the Japanese explanation the results page shows after '通知に失敗しました'. */
  | { status: 'failed'; reason: string }
  /** Past the survey's message budget: counted in its minute's digest instead. */
  | { status: 'held' };
