import type { NotifyOutcome } from '../shared/contracts/survey-notify.js';
import { messageInputOf, responseMessage } from './chatwork-message.js';
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
  const roomId = notifyRoomOf(input.survey);
  if (!roomId) return { status: 'failed', reason: 'ChatworkルームIDが設定されていません' };
  const body = responseMessage(
    messageInputOf(input.survey, input.response, input.clientName, input.resultsUrl),
  );
  try {
    return { status: 'sent', messageId: await postChatworkMessage({ ...post, roomId, body }) };
  } catch (error) {
    const reason = error instanceof NotifyError ? error.message : notifyReasonOf(error);
    return { status: 'failed', reason };
  }
}

function notifyReasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '不明なエラー';
}
