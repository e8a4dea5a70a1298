import type { NotifyOutcome } from '../shared/contracts/survey-notify.js';
import { digestMessage, messageInputOf, responseMessage } from './chatwork-message.js';
import { budgetVerdict, type NotifyBudgetStore } from './notify-budget.js';
import { NotifyError, postChatworkMessage, type PostOptions } from './post-message.js';

/** The Chatwork room of a stored survey when it notifies (回答をChatworkに通知), else null. */
export function notifyRoomOf(survey: Record<string, unknown> | null | undefined): string | null {
  if (!survey || survey.chatworkNotify !== true) return null;
  const room = survey.chatworkRoomId;
  return typeof room === 'string' && /^\d{1,20}$/.test(room) ? room : null;
}

export interface NotifyInput {
  survey: Record<string, unknown>;
  response: Record<string, unknown>;
  clientName: string | null;
  resultsUrl: string;
}

/**
 * Posts the message of one response to its survey's room and says how it went; never throws
 * (a failure is an outcome to record and show, never a reason to fail the response).
 */
export async function notifyResponse(
  input: NotifyInput,
  post: Omit<PostOptions, 'roomId' | 'body'>,
): Promise<NotifyOutcome> {
  const body = responseMessage(
    messageInputOf(input.survey, input.response, input.clientName, input.resultsUrl),
  );
  return postTo(input.survey, body, post);
}

async function postTo(
  survey: Record<string, unknown>,
  body: string,
  post: Omit<PostOptions, 'roomId' | 'body'>,
): Promise<NotifyOutcome> {
  const roomId = notifyRoomOf(survey);
  if (!roomId) return { status: 'failed', reason: 'ChatworkルームIDが設定されていません' };
  try {
    return { status: 'sent', messageId: await postChatworkMessage({ ...post, roomId, body }) };
  } catch (error) {
    const reason = error instanceof NotifyError ? error.message : notifyReasonOf(error);
    return { status: 'failed', reason };
  }
}

/**
 * `notifyResponse` within the survey's message budget (notify-budget.ts): its own message, or
 * 'held', or, for the first response held in a minute, that minute's digest once it is over.
 * Both the Cloud Function and local mode's server send through this.
 */
export async function notifyWithinBudget(
  input: NotifyInput,
  post: Omit<PostOptions, 'roomId' | 'body'>,
  budget: NotifyBudgetStore,
  clock: { now?: Date; sleep?: (ms: number) => Promise<void> } = {},
): Promise<NotifyOutcome> {
  const surveyId = typeof input.response.surveyId === 'string' ? input.response.surveyId : '';
  const verdict = await budgetVerdict(budget, surveyId, clock.now, clock.sleep);
  if (verdict.kind === 'own') return notifyResponse(input, post);
  if (verdict.kind === 'held') return { status: 'held' };
  const title = typeof input.survey.title === 'string' ? input.survey.title : '';
  const body = digestMessage({
    surveyTitle: title,
    count: verdict.count,
    resultsUrl: input.resultsUrl,
  });
  return postTo(input.survey, body, post);
}

function notifyReasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '不明なエラー';
}
