import { GET_CHATWORK_MENTIONS } from '@/contracts/mentions';
import { backend } from '@/lib/backend';
import type { Mention } from '../model/types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parse, don't cast: a malformed item is dropped instead of breaking the list. */
function toMention(value: unknown): Mention | null {
  if (!isRecord(value) || !isRecord(value.message) || !isRecord(value.room)) return null;
  const { message, room } = value;
  const account = isRecord(message.account) ? message.account : {};
  if (typeof room.room_id !== 'number' || typeof message.send_time !== 'number') return null;
  return {
    message: {
      account: {
        name: typeof account.name === 'string' ? account.name : '',
        avatar_image_url:
          typeof account.avatar_image_url === 'string' ? account.avatar_image_url : '',
      },
      body: typeof message.body === 'string' ? message.body : '',
      send_time: message.send_time,
      message_id: String(message.message_id ?? ''),
    },
    room: { room_id: room.room_id, name: typeof room.name === 'string' ? room.name : '' },
  };
}

/**
 * The signed-in member's Chatwork mentions, newest first, fetched by the server function with
 * the member's own stored key (the function reads it; the browser never sends a key). Throws
 * FunctionCallError (its message is the reason to show).
 */
export async function fetchMentions(): Promise<Mention[]> {
  // Parsed, not trusted: the reply is checked item by item below.
  const result: unknown = await backend().functions.call(GET_CHATWORK_MENTIONS, {});
  const items = isRecord(result) && Array.isArray(result.mentions) ? result.mentions : [];
  return items.flatMap((item) => {
    const mention = toMention(item);
    return mention ? [mention] : [];
  });
}
