import { OB_LIST } from '../shared/contracts/collections.js';
import { defangUrls, escapeChatwork } from '../survey-notify/chatwork-message.js';
import { minuteOf, NOTIFY_BUDGET, type NotifyBudgetStore } from '../survey-notify/notify-budget.js';
import {
  NotifyError,
  postChatworkMessage,
  type PostOptions,
} from '../survey-notify/post-message.js';

/** Comments count in the notification token's budget under this key (with surveys, reminders). */
export const COMMENT_BUDGET_KEY = 'comments';

/** Characters of a comment a message repeats (the page has the rest). */
export const COMMENT_EXCERPT_CHARS = 200;

export interface CommentMessageInput {
  clientName: string;
  authorName: string;
  body: string;
  /** The members the comment newly mentions who are linked to a Chatwork account. */
  to: readonly { accountId: number; name: string }[];
  /** The customer's page in the admin app ('' when the origin is not a web address). */
  link: string;
}

const cut = (text: string, max: number) => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

/**
 * One message for a comment's mentions: [To:] per linked member, then the client name, who wrote
 * and the start of the comment (inert: brackets full-width, links defanged), and the page link.
 */
export function commentMessage(input: CommentMessageInput): string {
  const to = input.to
    .map((member) => `[To:${member.accountId}]${escapeChatwork(cut(member.name, 50))}さん`)
    .join(' ');
  const inert = (text: string, max: number) => escapeChatwork(defangUrls(cut(text, max)));
  const title = `${inert(input.clientName.replace(/\s+/g, ' '), 100)} へのコメント（${inert(input.authorName, 50)}）`;
  return `${to}\n[info][title]${title}[/title]${inert(input.body, COMMENT_EXCERPT_CHARS)}${input.link ? `\n${input.link}` : ''}[/info]`;
}

export type CommentNotifyOutcome = 'off' | 'nobody' | 'sent' | 'over-budget' | 'failed';

/**
 * Posts the message to the team's notification room (COMMENT_ROOM_ID; none: off) within the
 * notification token's budget (notify-budget.ts, counted with survey messages and reminders).
 * Past the budget the message is skipped (the comment is in the inboxes already); a failure is
 * logged and returned, never thrown.
 */
export async function notifyCommentMentions(
  input: CommentMessageInput,
  post: Omit<PostOptions, 'body'> | null,
  budget: NotifyBudgetStore,
  now: Date = new Date(),
): Promise<CommentNotifyOutcome> {
  if (!post || !post.roomId) return 'off';
  if (input.to.length === 0) return 'nobody';
  const counts = await budget.count(COMMENT_BUDGET_KEY, minuteOf(now));
  if (counts.overall > NOTIFY_BUDGET.overall) return 'over-budget';
  try {
    await postChatworkMessage({ ...post, body: commentMessage(input) });
    return 'sent';
  } catch (error) {
    console.error(
      'comment notification failed',
      error instanceof NotifyError ? error.message : error,
    );
    return 'failed';
  }
}

/** The customer's page in the admin app, or '' when the origin is not a web address. */
export function customerPageLink(origin: string, table: string, rowId: string): string {
  if (!/^https?:\/\/[^\s[\]]+$/.test(origin)) return '';
  const path = table === OB_LIST ? 'ob' : 'sa';
  return `${origin.replace(/\/+$/, '')}/${path}/${encodeURIComponent(rowId)}`;
}
