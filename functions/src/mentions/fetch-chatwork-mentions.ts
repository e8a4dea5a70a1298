import type { Mention } from '../shared/contracts/mentions.js';
import {
  asNumber,
  ChatworkError,
  chatworkClient,
  chatworkReasons,
  isRecord,
  type ChatworkClientOptions,
} from './chatwork-client.js';
import { mentionsAccount } from './chatwork-markup.js';
import { roomsToRead, type FetchCursor, type RoomUpdate } from './incremental-plan.js';
import type { RoomMessage, StoredMentionRef } from './reply-detection.js';

export type { Mention };
export { ChatworkError, chatworkReasons, type ChatworkFailure } from './chatwork-client.js';

/** Rooms read per call, most recently updated first. */
export const MAX_ROOMS = 50;
/**
 * The token allows 300 requests per 5 minutes. We stop reading rooms while this many remain,
 * so the member's other Chatwork tools (and the next refresh) still have some left.
 */
export const RATE_LIMIT_RESERVE = 10;
/** Rooms read at the same time. */
const PARALLEL_ROOMS = 4;

export interface FetchMentionsOptions extends ChatworkClientOptions {
  maxRooms?: number;
  rateLimitReserve?: number;
  /** Read only the rooms updated since this cursor (an incremental fetch); none: the newest. */
  cursor?: FetchCursor;
}

/** What one read of the member's rooms found (readMentionUpdates). */
export interface MentionUpdates {
  accountId: number;
  /** Newest first. */
  mentions: Mention[];
  /** Each mention's sender (by mentionKey), for telling later whether it was answered. */
  refs: StoredMentionRef[];
  /** The member's own messages in the rooms read (their replies). */
  myMessages: RoomMessage[];
  /** The rooms read, for advancing the cursor (advanceCursor). */
  roomsRead: RoomUpdate[];
}

/** The mentions of the token's owner, newest first (readMentionUpdates without a cursor). */
export async function fetchChatworkMentions(options: FetchMentionsOptions): Promise<Mention[]> {
  return (await readMentionUpdates(options)).mentions;
}

/**
 * GET /me, GET /rooms, then the latest messages (GET /rooms/{id}/messages?force=1, at most 100
 * each) of the most recently updated rooms — with a cursor, only of the rooms updated since
 * (roomsToRead). The token travels only in the x-chatworktoken header and is never part of an
 * error message.
 */
export async function readMentionUpdates(options: FetchMentionsOptions): Promise<MentionUpdates> {
  const maxRooms = options.maxRooms ?? MAX_ROOMS;
  const reserve = options.rateLimitReserve ?? RATE_LIMIT_RESERVE;
  const chatwork = chatworkClient(options);
  const get = (path: string, skip: readonly number[] = []) =>
    chatwork.request('GET', path, { skip });

  const me = await get('/me');
  const myId = isRecord(me.json) ? asNumber(me.json.account_id) : null;
  if (myId === null) throw new ChatworkError('unexpected', chatworkReasons.unexpected(null));

  const roomList = await get('/rooms');
  if (!Array.isArray(roomList.json))
    throw new ChatworkError('unexpected', chatworkReasons.unexpected(null));
  const listed: RoomUpdate[] = roomList.json.filter(isRecord).flatMap((room) => {
    const id = asNumber(room.room_id);
    return id === null
      ? []
      : [
          {
            room_id: id,
            name: String(room.name ?? ''),
            last_update_time: asNumber(room.last_update_time) ?? 0,
          },
        ];
  });
  const rooms = roomsToRead(listed, options.cursor ?? {}, maxRooms);

  const mentions: Mention[] = [];
  const refs: StoredMentionRef[] = [];
  const myMessages: RoomMessage[] = [];
  const roomsReadList: RoomUpdate[] = [];
  let next = 0;
  let inFlight = 0;
  let roomsRead = 0;
  let stopped = false;
  let failure: unknown = null;

  const readRoom = async (room: RoomUpdate) => {
    // 204: no messages. 403 / 404: the member left the room since /rooms listed it.
    const result = await get(`/rooms/${room.room_id}/messages?force=1`, [403, 404]);
    roomsRead += 1;
    roomsReadList.push(room);
    if (result.status !== 200 || !Array.isArray(result.json)) return;
    for (const message of result.json) {
      if (!isRecord(message) || !isRecord(message.account)) continue;
      const body = typeof message.body === 'string' ? message.body : '';
      const senderId = asNumber(message.account.account_id);
      const messageId = String(message.message_id ?? '');
      const sendTime = asNumber(message.send_time) ?? 0;
      if (senderId === myId) {
        myMessages.push({ roomId: room.room_id, messageId, accountId: myId, body, sendTime });
        continue;
      }
      if (!mentionsAccount(body, myId)) continue;
      refs.push({ roomId: room.room_id, messageId, senderId: senderId ?? 0, sendTime });
      mentions.push({
        message: {
          account: {
            name: String(message.account.name ?? ''),
            avatar_image_url: String(message.account.avatar_image_url ?? ''),
          },
          body,
          send_time: sendTime,
          message_id: messageId,
        },
        room: { room_id: room.room_id, name: room.name },
      });
    }
  };

  // A few rooms at a time; before each request the last reported budget, minus the requests
  // still under way, must stay above the reserve.
  const worker = async () => {
    while (!stopped && failure === null && next < rooms.length) {
      const remaining = chatwork.remaining();
      if (remaining !== null && remaining - inFlight <= reserve) {
        stopped = true;
        return;
      }
      const room = rooms[next]!;
      next += 1;
      inFlight += 1;
      try {
        await readRoom(room);
      } catch (error) {
        // The limit reached part-way: keep what was read (stop like a low budget); the same error
        // before any room was read is the caller's answer.
        if (error instanceof ChatworkError && error.kind === 'rate-limited' && roomsRead > 0)
          stopped = true;
        else failure ??= error;
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_ROOMS }, worker));
  if (failure !== null) throw failure;

  mentions.sort(
    (a, b) =>
      b.message.send_time - a.message.send_time ||
      compareIds(b.message.message_id, a.message.message_id),
  );
  return { accountId: myId, mentions, refs, myMessages, roomsRead: roomsReadList };
}

/** Chatwork message ids are decimal strings longer than a safe integer. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
