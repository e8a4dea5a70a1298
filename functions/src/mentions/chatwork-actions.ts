import {
  MAX_CHATWORK_TEXT,
  MY_TASKS_LIMIT,
  type ChatworkActionRequest,
  type ChatworkActionResponse,
  type ChatworkTask,
} from '../shared/contracts/chatwork-actions.js';
import { CallableError, type CallableInput } from '../callable-error.js';
import {
  asNumber,
  ChatworkError,
  chatworkClient,
  chatworkReasons,
  isRecord,
  type ChatworkClient,
  type ChatworkClientOptions,
} from './chatwork-client.js';
import { escapeChatwork } from '../survey-notify/chatwork-message.js';
import {
  codeOfChatworkFailure,
  mentionsMessages,
  staffCallerKey,
  type GetMentionsDeps,
} from './get-chatwork-mentions.js';

export const actionMessages = {
  badRequest: '送信内容が正しくありません',
  emptyText: '本文を入力してください',
  textTooLong: `本文は${MAX_CHATWORK_TEXT}文字以内で入力してください`,
} as const;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isMessageId = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,30}$/.test(value);

function checkedText(value: unknown): string {
  if (typeof value !== 'string')
    throw new CallableError('invalid-argument', actionMessages.badRequest);
  const text = value.trim();
  if (!text) throw new CallableError('invalid-argument', actionMessages.emptyText);
  if (text.length > MAX_CHATWORK_TEXT)
    throw new CallableError('invalid-argument', actionMessages.textTooLong);
  return text;
}

/** Parse, don't trust: the payload as one of the actions, or invalid-argument. */
export function parseChatworkAction(data: unknown): ChatworkActionRequest {
  const bad = () => new CallableError('invalid-argument', actionMessages.badRequest);
  if (!isRecord(data)) throw bad();
  switch (data.kind) {
    case 'read':
      if (!isId(data.roomId) || !isMessageId(data.messageId)) throw bad();
      return { kind: 'read', roomId: data.roomId, messageId: data.messageId };
    case 'reply':
      if (!isId(data.roomId) || !isMessageId(data.messageId) || !isId(data.senderId)) throw bad();
      return {
        kind: 'reply',
        roomId: data.roomId,
        messageId: data.messageId,
        senderId: data.senderId,
        senderName: typeof data.senderName === 'string' ? data.senderName.slice(0, 100) : '',
        text: checkedText(data.text),
      };
    case 'task':
      if (!isId(data.roomId) || !isId(data.limit)) throw bad();
      return { kind: 'task', roomId: data.roomId, text: checkedText(data.text), limit: data.limit };
    case 'myTasks':
      return { kind: 'myTasks' };
    case 'me':
      return { kind: 'me' };
    case 'completeTask':
      if (!isId(data.roomId) || !isId(data.taskId)) throw bad();
      return { kind: 'completeTask', roomId: data.roomId, taskId: data.taskId };
    default:
      throw bad();
  }
}

/** A reply as Chatwork writes one: the reply tag, then the sender's name, then the text. */
export const replyBody = (action: Extract<ChatworkActionRequest, { kind: 'reply' }>): string =>
  `[rp aid=${action.senderId} to=${action.roomId}-${action.messageId}]${action.senderName ? `${escapeChatwork(action.senderName)}さん` : ''}\n${action.text}`;

/** GET /my/tasks answers at most 100 open tasks; soonest due first, undated last. */
export function parseMyTasks(json: unknown): ChatworkTask[] {
  if (!Array.isArray(json)) return [];
  return json
    .filter(isRecord)
    .flatMap((task): ChatworkTask[] => {
      const taskId = asNumber(task.task_id);
      const room = isRecord(task.room) ? task.room : {};
      const roomId = asNumber(room.room_id);
      if (taskId === null || roomId === null) return [];
      return [
        {
          taskId,
          roomId,
          roomName: String(room.name ?? ''),
          messageId: String(task.message_id ?? ''),
          body: String(task.body ?? ''),
          assignedBy: isRecord(task.assigned_by_account)
            ? String(task.assigned_by_account.name ?? '')
            : '',
          limitTime: asNumber(task.limit_time) ?? 0,
        },
      ];
    })
    .slice(0, MY_TASKS_LIMIT)
    .sort((a, b) => (a.limitTime || Infinity) - (b.limitTime || Infinity) || a.taskId - b.taskId);
}

async function myAccount(chatwork: ChatworkClient): Promise<{ accountId: number; name: string }> {
  const me = await chatwork.request('GET', '/me');
  const id = isRecord(me.json) ? asNumber(me.json.account_id) : null;
  if (id === null) throw new ChatworkError('unexpected', chatworkReasons.unexpected(null));
  return { accountId: id, name: isRecord(me.json) ? String(me.json.name ?? '') : '' };
}

/** The action against Chatwork, as the member whose token the client carries. */
export async function performChatworkAction(
  chatwork: ChatworkClient,
  action: ChatworkActionRequest,
): Promise<ChatworkActionResponse> {
  switch (action.kind) {
    case 'read':
      await chatwork.request('PUT', `/rooms/${action.roomId}/messages/read`, {
        form: { message_id: action.messageId },
      });
      return { kind: 'read' };
    case 'reply': {
      const posted = await chatwork.request('POST', `/rooms/${action.roomId}/messages`, {
        form: { body: replyBody(action) },
      });
      const messageId = isRecord(posted.json) ? String(posted.json.message_id ?? '') : '';
      return { kind: 'reply', messageId };
    }
    case 'task': {
      const me = (await myAccount(chatwork)).accountId;
      const made = await chatwork.request('POST', `/rooms/${action.roomId}/tasks`, {
        form: {
          body: action.text,
          to_ids: String(me),
          limit: String(action.limit),
          limit_type: 'date',
        },
      });
      const ids =
        isRecord(made.json) && Array.isArray(made.json.task_ids) ? made.json.task_ids : [];
      return { kind: 'task', taskIds: ids.flatMap((id) => asNumber(id) ?? []) };
    }
    case 'myTasks': {
      const tasks = await chatwork.request('GET', '/my/tasks?status=open', { skip: [204] });
      return { kind: 'myTasks', tasks: parseMyTasks(tasks.json) };
    }
    case 'completeTask':
      await chatwork.request('PUT', `/rooms/${action.roomId}/tasks/${action.taskId}/status`, {
        form: { body: 'done' },
      });
      return { kind: 'completeTask' };
    case 'me':
      return { kind: 'me', ...(await myAccount(chatwork)) };
  }
}

export interface ChatworkActionDeps extends Pick<GetMentionsDeps, 'isStaff' | 'chatworkKeyOf'> {
  chatwork?: Omit<ChatworkClientOptions, 'apiKey'>;
  /**
   * Records the caller's own Chatwork account on their member record (the 'me' action): the
   * server writes it from GET /me with the caller's key, never the browser, so nobody
   * can point [To:] in reminders at someone else.
   */
  recordAccount(uid: string, account: { accountId: number; name: string }): Promise<void>;
}

/**
 * chatworkAction: only staff, with their own stored key; one action (既読, 返信, タスクにする,
 * マイタスク, 完了にする, the member's own account). A Chatwork failure answers its code and short Japanese reason.
 */
export async function runChatworkAction(
  request: CallableInput,
  deps: ChatworkActionDeps,
): Promise<ChatworkActionResponse> {
  const { apiKey } = await staffCallerKey(request, deps);
  const action = parseChatworkAction(request.data);
  try {
    const answer = await performChatworkAction(
      chatworkClient({ ...deps.chatwork, apiKey }),
      action,
    );
    if (answer.kind === 'me' && request.auth)
      await deps.recordAccount(request.auth.uid, {
        accountId: answer.accountId,
        name: answer.name.slice(0, 200),
      });
    return answer;
  } catch (error) {
    if (error instanceof ChatworkError)
      throw new CallableError(codeOfChatworkFailure[error.kind], error.message);
    throw new CallableError('internal', mentionsMessages.internal);
  }
}
