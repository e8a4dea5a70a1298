import { isCustomerTable } from '../shared/contracts/collections.js';
import { tableRowPath } from '../shared/contracts/customer-tables.js';
import { defangUrls, escapeChatwork } from '../survey-notify/chatwork-message.js';
import { takeShare, type NotifyBudgetStore } from '../survey-notify/notify-budget.js';
import {
  NotifyError,
  postChatworkMessage,
  type PostOptions,
} from '../survey-notify/post-message.js';

/**
 * A ping past the comments' share of the minute waits for the next minute and tries again, this
 * many times (the trigger's timeoutSeconds allows for it): a ping is late, not lost.
 */
export const COMMENT_BUDGET_TRIES = 4;

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `at` to the next minute's start, and a second more. */
const toNextMinute = (at: Date) => 61_000 - (at.getTime() % 60_000);

/**
 * Posts the message to the team's notification room (COMMENT_ROOM_ID; none: off) within the
 * comments' own share of the notification token's minute (notify-budget.ts: survey answers and
 * reminders cannot spend it). Past the share it waits for the next minute, up to
 * COMMENT_BUDGET_TRIES minutes, then gives up ('over-budget', logged; the comment is in the
 * inboxes already); a failure is logged and returned, never thrown.
 */
export async function notifyCommentMentions(
  input: CommentMessageInput,
  post: Omit<PostOptions, 'body'> | null,
  budget: NotifyBudgetStore,
  clock: { now?: () => Date; sleep?: (ms: number) => Promise<void> } = {},
): Promise<CommentNotifyOutcome> {
  if (!post || !post.roomId) return 'off';
  if (input.to.length === 0) return 'nobody';
  const now = clock.now ?? (() => new Date());
  let taken = await takeShare(budget, 'comments', now());
  for (let tries = 1; !taken && tries < COMMENT_BUDGET_TRIES; tries += 1) {
    await (clock.sleep ?? wait)(toNextMinute(now()));
    taken = await takeShare(budget, 'comments', now());
  }
  if (!taken) {
    console.error('comment notification over budget', { to: input.to.length });
    return 'over-budget';
  }
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

/** The customer's page in the admin app, or '' when the origin is not a web address or the table no customer table. */
export function customerPageLink(origin: string, table: string, rowId: string): string {
  if (!/^https?:\/\/[^\s[\]]+$/.test(origin) || !isCustomerTable(table)) return '';
  return `${origin.replace(/\/+$/, '')}${tableRowPath(table, rowId)}`;
}
