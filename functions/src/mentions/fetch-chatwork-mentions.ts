import type { Mention } from '../shared/contracts/mentions.js';
import { mentionsAccount } from './chatwork-markup.js';
import { roomsToRead, type FetchCursor, type RoomUpdate } from './incremental-plan.js';
import type { RoomMessage, StoredMentionRef } from './reply-detection.js';

export type { Mention };

export const DEFAULT_CHATWORK_API_BASE = 'https://api.chatwork.com/v2';
/** Rooms read per call, most recently updated first. */
export const MAX_ROOMS = 50;
/**
 * The token allows 300 requests per 5 minutes. We stop reading rooms while this many remain,
 * so the member's other Chatwork tools (and the next refresh) still have some left.
 */
export const RATE_LIMIT_RESERVE = 10;
export const REQUEST_TIMEOUT_MS = 10_000;
/** Rooms read at the same time. */
const PARALLEL_ROOMS = 4;

export type ChatworkFailure =
  'invalid-token' | 'rate-limited' | 'unreachable' | 'timeout' | 'unexpected';

/** A failure with the short Japanese reason the screen shows after 'メンションの取得に失敗しました: '. */
export class ChatworkError extends Error {
  readonly kind: ChatworkFailure;

  constructor(kind: ChatworkFailure, reason: string) {
    super(reason);
    this.name = 'ChatworkError';
    this.kind = kind;
  }
}

export const chatworkReasons = {
  invalidToken: 'ChatWork API KEYが無効です。管理者アカウント画面で正しいキーを設定してください',
  rateLimited: (minutes: number | null) =>
    minutes === null
      ? 'ChatWork APIの利用上限（5分間に300回）に達しました。しばらく待ってからもう一度お試しください'
      : `ChatWork APIの利用上限（5分間に300回）に達しました。約${minutes}分後にもう一度お試しください`,
  unreachable: 'ChatWorkに接続できませんでした',
  timeout: 'ChatWorkの応答がないため中断しました。しばらくしてからもう一度お試しください',
  unexpected: (status: number | null) =>
    status === null
      ? 'ChatWorkから予期しない応答がありました'
      : `ChatWorkから予期しない応答がありました（HTTP ${status}）`,
} as const;

export interface FetchMentionsOptions {
  apiKey: string;
  /** CHATWORK_API_BASE, default https://api.chatwork.com/v2. */
  baseUrl?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxRooms?: number;
  rateLimitReserve?: number;
  /** Milliseconds since the epoch (for the retry time after a 429). */
  now?: () => number;
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

interface Response200 {
  status: number;
  json: unknown;
  remaining: number | null;
}

type RoomSummary = RoomUpdate;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

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
  const base = (options.baseUrl || DEFAULT_CHATWORK_API_BASE).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const maxRooms = options.maxRooms ?? MAX_ROOMS;
  const reserve = options.rateLimitReserve ?? RATE_LIMIT_RESERVE;
  const now = options.now ?? Date.now;
  let remaining: number | null = null;

  /** `skip` lists statuses that mean "nothing here" rather than a failure. */
  async function get(path: string, skip: readonly number[] = []): Promise<Response200> {
    let response: globalThis.Response;
    let json: unknown = null;
    try {
      response = await doFetch(`${base}${path}`, {
        headers: { 'x-chatworktoken': options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = response.status === 204 ? '' : await response.text();
      if (response.ok && text) {
        try {
          json = JSON.parse(text);
        } catch {
          throw new ChatworkError('unexpected', chatworkReasons.unexpected(response.status));
        }
      }
    } catch (error) {
      if (error instanceof ChatworkError) throw error;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new ChatworkError('timeout', chatworkReasons.timeout);
      throw new ChatworkError('unreachable', chatworkReasons.unreachable);
    }
    const header = Number(response.headers.get('x-ratelimit-remaining') ?? NaN);
    if (Number.isFinite(header)) remaining = header;
    if (response.status === 401)
      throw new ChatworkError('invalid-token', chatworkReasons.invalidToken);
    if (response.status === 429) {
      const reset = Number(response.headers.get('x-ratelimit-reset') ?? NaN);
      const minutes = Number.isFinite(reset)
        ? Math.max(1, Math.ceil((reset * 1000 - now()) / 60_000))
        : null;
      throw new ChatworkError('rate-limited', chatworkReasons.rateLimited(minutes));
    }
    if (skip.includes(response.status)) return { status: response.status, json: null, remaining };
    if (!response.ok) {
      throw new ChatworkError('unexpected', chatworkReasons.unexpected(response.status));
    }
    return { status: response.status, json, remaining };
  }

  const me = await get('/me');
  const myId = isRecord(me.json) ? asNumber(me.json.account_id) : null;
  if (myId === null) throw new ChatworkError('unexpected', chatworkReasons.unexpected(null));

  const roomList = await get('/rooms');
  if (!Array.isArray(roomList.json))
    throw new ChatworkError('unexpected', chatworkReasons.unexpected(null));
  const listed: RoomSummary[] = roomList.json.filter(isRecord).flatMap((room) => {
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
  const roomsReadList: RoomSummary[] = [];
  let next = 0;
  let inFlight = 0;
  let roomsRead = 0;
  let stopped = false;
  let failure: unknown = null;

  const readRoom = async (room: RoomSummary) => {
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
