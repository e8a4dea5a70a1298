import { CUSTOMER_TABLES, type CustomerTable } from '@/contracts/collections';
import { isMentionState, isOpenMention, type MentionState } from '@/contracts/mention-state';
import { matchesTerms, normalizeSearchText, searchTerms } from '@/lib/search-text';
import { stripChatworkMarkup } from './strip-markup';
import type { Mention } from './types';
import { mentionsStrings } from '../strings';

/** A comment on a customer's page that reached the member (the source 「コメント」). */
export interface CommentSource {
  table: CustomerTable;
  rowId: string;
  clientName: string;
  /** Mentioned in it, or following the customer. */
  reason: 'mention' | 'follow';
}

/** A mention as stored for the member (members/{uid}/mentions/{roomId}-{messageId}). */
export interface StoredMention {
  id: string;
  mention: Mention;
  /** The sender's Chatwork account id (for 返信's reply tag); 0 when unknown. */
  senderId: number;
  state: MentionState;
  /** What 完了 goes back to when undone. */
  stateBefore: MentionState | null;
  /** Set for a customer comment (comment-notices.ts), null for a Chatwork message. */
  comment: CommentSource | null;
}

function commentSourceOf(data: Record<string, unknown>): CommentSource | null {
  if (data.source !== 'comment') return null;
  const { table, rowId } = data;
  if (!(CUSTOMER_TABLES as readonly unknown[]).includes(table) || typeof rowId !== 'string')
    return null;
  return {
    table: table as CustomerTable,
    rowId,
    clientName: text(data.clientName),
    reason: data.reason === 'follow' ? 'follow' : 'mention',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Parse, don't cast: a malformed document is dropped rather than breaking the list. */
export function parseStoredMention(
  id: string,
  data: Record<string, unknown>,
): StoredMention | null {
  const roomId = Number(data.roomId);
  const sendTime = Number(data.sendTime);
  if (!Number.isFinite(roomId) || !Number.isFinite(sendTime)) return null;
  const comment = commentSourceOf(data);
  return {
    id,
    mention: {
      message: {
        account: { name: text(data.senderName), avatar_image_url: text(data.senderAvatar) },
        body: text(data.body),
        send_time: sendTime,
        message_id: text(data.messageId),
      },
      // A comment's "room" is its source, so the room filter offers 「コメント」.
      room: {
        room_id: roomId,
        name: comment ? mentionsStrings.commentSource : text(data.roomName),
      },
    },
    senderId: Number(data.senderId) || 0,
    state: isMentionState(data.state) ? data.state : 'unread',
    stateBefore: isMentionState(data.stateBefore) ? data.stateBefore : null,
    comment,
  };
}

/** The inbox's state filter: 未対応 (the default), one state, or everything. */
export type StateFilter = 'open' | 'all' | MentionState;

export interface MentionFilters {
  state: StateFilter;
  /** A room id as text, '' for every room. */
  room: string;
  query: string;
}

export const DEFAULT_MENTION_FILTERS: MentionFilters = { state: 'open', room: '', query: '' };

/**
 * The mentions the filters let through, in their order (newest first). `kept` are ids the member
 * is looking at (fetched or acted on in this visit): they pass the state filter, so a mention does
 * not vanish from under the member the moment it becomes 返信済 or 既読.
 */
export function filterMentions(
  mentions: readonly StoredMention[],
  filters: MentionFilters,
  kept: ReadonlySet<string> = new Set(),
): StoredMention[] {
  const terms = searchTerms(filters.query);
  return mentions.filter(
    ({ id, state, mention }) =>
      (filters.state === 'all' ||
        kept.has(id) ||
        (filters.state === 'open' ? isOpenMention(state) : state === filters.state)) &&
      (filters.room === '' || String(mention.room.room_id) === filters.room) &&
      (terms.length === 0 ||
        matchesTerms(
          normalizeSearchText(
            `${stripChatworkMarkup(mention.message.body)}\n${mention.message.account.name}\n${mention.room.name}`,
          ),
          terms,
        )),
  );
}

/** The rooms the mentions come from, by name, for the room filter. */
export function roomsOf(mentions: readonly StoredMention[]): { id: string; name: string }[] {
  const rooms = new Map<string, string>();
  for (const { mention } of mentions) rooms.set(String(mention.room.room_id), mention.room.name);
  return [...rooms]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ja'));
}

/** The sidebar's figure: mentions still waiting for the member (未対応). */
export const openMentionCount = (mentions: readonly StoredMention[]): number =>
  mentions.reduce((n, { state }) => n + (isOpenMention(state) ? 1 : 0), 0);

/** The id a mention is stored under (functions/src/mentions/reply-detection.ts: mentionKey). */
export const storedMentionId = (mention: Mention): string =>
  `${mention.room.room_id}-${mention.message.message_id}`;
