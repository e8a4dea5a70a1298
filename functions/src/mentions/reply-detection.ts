/**
 * Which stored mentions the member has answered, from the messages a fetch read: a message of
 * theirs that replies to the mention (`[rp aid=… to={room}-{message}]`, Chatwork's reply
 * markup, whoever it names), or that addresses the mention's sender with `[To:{sender}]` in the
 * same room after the mention was sent. Quotes do not count (`withoutQuotes`).
 */
import { withoutQuotes } from './chatwork-markup.js';

export interface StoredMentionRef {
  roomId: number;
  messageId: string;
  senderId: number;
  /** Unix seconds. */
  sendTime: number;
}

export interface RoomMessage {
  roomId: number;
  messageId: string;
  accountId: number;
  body: string;
  /** Unix seconds. */
  sendTime: number;
}

export const mentionKey = (roomId: number, messageId: string) => `${roomId}-${messageId}`;

export function answeredMentions(
  mentions: readonly StoredMentionRef[],
  messages: readonly RoomMessage[],
  me: number,
): Set<string> {
  const answered = new Set<string>();
  const mine = messages
    .filter((message) => message.accountId === me)
    .map((message) => ({ ...message, text: withoutQuotes(message.body) }));
  for (const mention of mentions) {
    const key = mentionKey(mention.roomId, mention.messageId);
    const replyTo = new RegExp(`\\[rp aid=\\d+ to=${mention.roomId}-${mention.messageId}\\]`, 'i');
    const toSender = new RegExp(`\\[To:${mention.senderId}\\]`, 'i');
    const hit = mine.some(
      (message) =>
        replyTo.test(message.text) ||
        (message.roomId === mention.roomId &&
          message.sendTime >= mention.sendTime &&
          message.messageId !== mention.messageId &&
          toSender.test(message.text)),
    );
    if (hit) answered.add(key);
  }
  return answered;
}
