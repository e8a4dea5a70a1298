import { tableListPath } from '../shared/contracts/customer-tables.js';
import type { SendReminderRequest, SendReminderResponse } from '../shared/contracts/reminders.js';
import { defangUrls, escapeChatwork } from '../survey-notify/chatwork-message.js';
import {
  NOTIFY_SHARES,
  takeShare,
  type NotifyBudgetStore,
} from '../survey-notify/notify-budget.js';
import {
  NotifyError,
  postChatworkMessage,
  type PostOptions,
} from '../survey-notify/post-message.js';

/** The rows listed in one message at most; the rest are counted (a message stays readable). */
export const MAX_REMINDER_ROWS = 50;

const shownDay = (day: string) => day.replaceAll('-', '/');
/** A full-width space between a row's parts, as Japanese messages set them apart. */
const GAP = '\u3000';

/** The row's link in the admin app, or '' when the origin is not a web address. */
function rowLink(origin: string, table: SendReminderRequest['table'], rowId: string): string {
  if (!/^https?:\/\/[^\s[\]]+$/.test(origin)) return '';
  return `${origin.replace(/\/+$/, '')}${tableListPath(table)}?row=${encodeURIComponent(rowId)}`;
}

/** The most of a row's text a reminder repeats (a client name may be 10,000 characters). */
export const MAX_ROW_TEXT = 100;

/** A row's text as a reminder shows it: one line, cut, links defanged, notation inert. */
const rowText = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return escapeChatwork(
    defangUrls(line.length > MAX_ROW_TEXT ? `${line.slice(0, MAX_ROW_TEXT - 1)}…` : line),
  );
};

/**
 * One reminder: the rule in the title, then per row [To:] of the linked member (or the name),
 * the client name, the date, the person in charge and a link to the row. Stored text is made
 * inert (brackets become full-width, as in survey notifications, links defanged, at most 100
 * characters), so a client name cannot address anyone, open a tag or carry a link.
 */
export function reminderMessage(request: SendReminderRequest): string {
  const lines = request.items.slice(0, MAX_REMINDER_ROWS).map((item) => {
    const who = item.assignee ? rowText(item.assignee) : '未設定';
    const to = item.accountId ? `[To:${item.accountId}]${who}さん ` : '';
    const link = rowLink(request.appOrigin, request.table, item.rowId);
    return `${to}${rowText(item.clientName)}${GAP}${shownDay(item.date)}${GAP}担当: ${who}${link ? `\n${link}` : ''}`;
  });
  const rest = request.items.length - MAX_REMINDER_ROWS;
  if (rest > 0) lines.push(`ほか${rest}件`);
  return `[info][title]リマインダー: ${escapeChatwork(request.title)}（${request.items.length}件）[/title]${lines.join('\n')}[/info]`;
}

/**
 * A reminder posts only to a room the team allowed (REMINDER_ROOM_IDS; null: none configured,
 * which local mode's dev server takes as any room) and within the reminders' own share of the
 * notification token's minute (notify-budget.ts: survey answers cannot spend it): past it, the
 * claims go back and the next check sends it.
 */
export async function sendReminderWithinLimits(
  request: SendReminderRequest,
  post: Omit<PostOptions, 'roomId' | 'body'>,
  limits: { allowedRooms: readonly number[] | null; budget: NotifyBudgetStore; now?: Date },
): Promise<SendReminderResponse> {
  if (limits.allowedRooms !== null && !limits.allowedRooms.includes(request.roomId))
    return { ok: false, reason: reminderLimitReasons.roomNotAllowed(request.roomId), retry: false };
  if (!(await takeShare(limits.budget, 'reminders', limits.now ?? new Date())))
    return { ok: false, reason: reminderLimitReasons.overBudget, retry: true };
  return sendReminder(request, post);
}

export const reminderLimitReasons = {
  roomNotAllowed: (roomId: number) =>
    `ルーム${roomId}はリマインダーの送信先として許可されていません（REMINDER_ROOM_IDS）`,
  overBudget: `リマインダーの送信上限（1分あたり${NOTIFY_SHARES.reminders}件）に達したため、次の確認で送ります`,
} as const;

/** Posts a reminder with the server's notification token and its retry rules. */
export async function sendReminder(
  request: SendReminderRequest,
  post: Omit<PostOptions, 'roomId' | 'body'>,
): Promise<SendReminderResponse> {
  try {
    await postChatworkMessage({
      ...post,
      roomId: String(request.roomId),
      body: reminderMessage(request),
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof NotifyError)
      return { ok: false, reason: error.message, retry: error.transient };
    return { ok: false, reason: 'サーバーで予期しないエラーが発生しました', retry: true };
  }
}
