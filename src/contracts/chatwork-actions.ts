/**
 * What the mentions inbox asks Chatwork to do as the member, through one callable, and what it
 * gets back. Dependency-free: copied into functions/src/shared/contracts/.
 *
 * The function uses the caller's own stored key (members/{uid}/private/chatwork), never a key in
 * the payload, exactly like getChatworkMentions.
 */
export const CHATWORK_ACTION = 'chatworkAction';

/** Chatwork answers GET /my/tasks with at most this many tasks. */
export const MY_TASKS_LIMIT = 100;
/** The longest reply or task text the app sends (Chatwork's own limit is far above it). */
export const MAX_CHATWORK_TEXT = 10_000;

export type ChatworkActionRequest =
  /** 既読: PUT /rooms/{roomId}/messages/read up to this message (the whole room up to it). */
  | { kind: 'read'; roomId: number; messageId: string }
  /** 返信: posts `[rp aid={senderId} to={roomId}-{messageId}]{senderName}さん\n{text}` as the member. */
  | {
      kind: 'reply';
      roomId: number;
      messageId: string;
      senderId: number;
      senderName: string;
      text: string;
    }
  /** タスクにする: POST /rooms/{roomId}/tasks for the member, due `limit` (unix seconds). */
  | { kind: 'task'; roomId: number; text: string; limit: number }
  /** マイタスク: GET /my/tasks?status=open. */
  | { kind: 'myTasks' }
  /** 完了にする: PUT /rooms/{roomId}/tasks/{taskId}/status body=done. */
  | { kind: 'completeTask'; roomId: number; taskId: number }
  /** The member's own Chatwork account (GET /me), recorded for [To:] in reminders. */
  | { kind: 'me' };

export type ChatworkActionKind = ChatworkActionRequest['kind'];

/** One open task of the member, as the screen shows it. */
export interface ChatworkTask {
  taskId: number;
  roomId: number;
  roomName: string;
  /** The message the task was made from ('' when none). */
  messageId: string;
  body: string;
  assignedBy: string;
  /** Unix seconds; 0 when the task has no due date. */
  limitTime: number;
}

export type ChatworkActionResponse =
  | { kind: 'read' }
  | { kind: 'reply'; messageId: string }
  | { kind: 'task'; taskIds: number[] }
  | { kind: 'myTasks'; tasks: ChatworkTask[] }
  | { kind: 'completeTask' }
  | { kind: 'me'; accountId: number; name: string };
