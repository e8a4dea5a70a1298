import {
  CHATWORK_ACTION,
  type ChatworkActionRequest,
  type ChatworkActionResponse,
  type ChatworkTask,
} from '@/contracts/chatwork-actions';
import { backend } from '@/lib/backend';
import type { StoredMention } from '../model/stored-mention';

/**
 * The inbox's requests to Chatwork, made by the server as the member with their own stored key
 * (functions/src/mentions/chatwork-actions.ts). Each throws FunctionCallError with the reason.
 */
async function act<K extends ChatworkActionRequest['kind']>(
  request: Extract<ChatworkActionRequest, { kind: K }>,
): Promise<Extract<ChatworkActionResponse, { kind: K }>> {
  const answer: unknown = await backend().functions.call(CHATWORK_ACTION, request);
  return answer as Extract<ChatworkActionResponse, { kind: K }>;
}

/** 既読 in Chatwork: the room is read up to this message (Chatwork counts unread per room). */
export const markReadInChatwork = ({ mention }: StoredMention) =>
  act({
    kind: 'read',
    roomId: mention.room.room_id,
    messageId: mention.message.message_id,
  }).then(() => undefined);

/** Posts `text` as the member's reply to the mention ([rp] to the sender). */
export const replyInChatwork = ({ mention, senderId }: StoredMention, text: string) =>
  act({
    kind: 'reply',
    roomId: mention.room.room_id,
    messageId: mention.message.message_id,
    senderId,
    senderName: mention.message.account.name,
    text,
  }).then(() => undefined);

/** A task for the member in the mention's room, due `limit` (unix seconds). */
export const makeChatworkTask = (roomId: number, text: string, limit: number) =>
  act({ kind: 'task', roomId, text, limit }).then(() => undefined);

/** The member's open tasks (at most 100), soonest due first. */
export const loadMyTasks = async (): Promise<ChatworkTask[]> => {
  const answer = await act({ kind: 'myTasks' });
  return Array.isArray(answer?.tasks) ? answer.tasks : [];
};

export const completeChatworkTask = (task: ChatworkTask) =>
  act({ kind: 'completeTask', roomId: task.roomId, taskId: task.taskId }).then(() => undefined);
