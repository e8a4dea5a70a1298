import { isGenuineChatworkDelivery } from './webhook-signature.js';
import { mentionKey } from './reply-detection.js';

/**
 * A Chatwork webhook delivery for one member (the URL the app shows them names them:
 * `…/chatworkWebhook?member={uid}`). Only their own account event `mention_to_me`, signed with
 * their webhook token, is stored, once per room and message (a redelivery changes nothing).
 * Anything not signed right is refused without saying why.
 */
export interface WebhookDeps {
  /** The member's webhook token (members/{uid}/private/chatworkWebhook), '' when none. */
  webhookTokenOf(uid: string): Promise<string>;
  /** Stores the mention unless it is stored already; true when stored now. */
  storeNew(uid: string, id: string, data: Record<string, unknown>): Promise<boolean>;
}

export interface WebhookDelivery {
  memberId: string | undefined;
  rawBody: string | Buffer;
  signature: string | undefined;
}

const UID = /^[A-Za-z0-9_-]{1,128}$/;

/** A mention_to_me delivery is a few kB: anything larger is refused before any read. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** The most of a message body stored (Chatwork allows far longer; the inbox shows two lines). */
export const MAX_STORED_BODY = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function receiveChatworkWebhook(
  delivery: WebhookDelivery,
  deps: WebhookDeps,
  nowMs: number,
): Promise<{ status: 200 | 400 | 401 | 413; stored: boolean }> {
  // Size and shape first: a flood of junk costs no Firestore read.
  if (Buffer.byteLength(delivery.rawBody) > MAX_WEBHOOK_BYTES)
    return { status: 413, stored: false };
  let body: unknown;
  try {
    body = JSON.parse(String(delivery.rawBody));
  } catch {
    return { status: 400, stored: false };
  }
  const uid = delivery.memberId ?? '';
  if (!UID.test(uid)) return { status: 401, stored: false };
  const token = await deps.webhookTokenOf(uid);
  if (!isGenuineChatworkDelivery(delivery.rawBody, token, delivery.signature))
    return { status: 401, stored: false };
  // Other events of the account (and of room webhooks) are acknowledged and left alone.
  if (!isRecord(body) || body.webhook_event_type !== 'mention_to_me')
    return { status: 200, stored: false };
  const event = isRecord(body.webhook_event) ? body.webhook_event : {};
  const roomId = Number(event.room_id);
  const messageId = String(event.message_id ?? '');
  if (!Number.isSafeInteger(roomId) || !/^\d+$/.test(messageId))
    return { status: 400, stored: false };
  const stored = await deps.storeNew(uid, mentionKey(roomId, messageId), {
    roomId,
    // The webhook names no one: the next fetch fills in the names (mentionWrites).
    roomName: '',
    messageId,
    senderId: Number(event.from_account_id) || 0,
    senderName: '',
    senderAvatar: '',
    body: typeof event.body === 'string' ? event.body.slice(0, MAX_STORED_BODY) : '',
    sendTime: Number(event.send_time) || Math.floor(nowMs / 1000),
    state: 'unread',
    fetchedAt: new Date(nowMs),
  });
  return { status: 200, stored };
}
