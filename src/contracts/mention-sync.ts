/**
 * Where a member's incremental mentions fetch stopped. Dependency-free: the functions build copies
 * this folder (functions/scripts/copy-shared.mjs).
 */

/** `members/{uid}/private/mentionSync` = { cursor }: each room's last_update_time when read. */
export const MENTION_SYNC_DOC = 'mentionSync';

/** `members/{uid}/private/chatworkWebhook` = { webhookToken }: owner only, like the API key. */
export const WEBHOOK_TOKEN_DOC = 'chatworkWebhook';

/** The HTTPS function Chatwork's account webhook posts to, `?member={uid}`. */
export const CHATWORK_WEBHOOK_FUNCTION = 'chatworkWebhook';

/**
 * Local mode: the dev and preview servers receive the same deliveries here (`?member={uid}`),
 * check them with the same handler and hold the genuine ones until the member's browser takes
 * them (it holds the database).
 */
export const LOCAL_WEBHOOK_PATH = '/__webhooks/chatwork';
/** Local mode only: the browser tells its server the member's webhook token. */
export const REGISTER_CHATWORK_WEBHOOK = 'registerChatworkWebhook';
/** Local mode only: the browser takes the mentions its server received for the member. */
export const TAKE_WEBHOOK_MENTIONS = 'takeWebhookMentions';

export interface RegisterWebhookRequest {
  memberId: string;
}
export interface TakeWebhookMentionsRequest {
  memberId: string;
}
export interface TakeWebhookMentionsResponse {
  /** The documents to create under members/{uid}/mentions (unless stored already). */
  mentions: { id: string; data: Record<string, unknown> }[];
}
