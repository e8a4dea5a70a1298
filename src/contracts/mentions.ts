/**
 * What the browser and the getChatworkMentions function agree on. Dependency-free: the functions
 * build copies this folder into functions/src/shared/contracts/ (functions/scripts/copy-shared.mjs).
 */

/** The callable's name on both backends. */
export const GET_CHATWORK_MENTIONS = 'getChatworkMentions';

/**
 * No payload: the function uses the caller's own stored key (members/{uid}/private/chatwork),
 * stores what it finds under members/{uid}/mentions and answers it as well.
 */
export type GetMentionsRequest = Record<string, never>;

/** One mention, shaped exactly as the specification's "Mention item". */
export interface Mention {
  message: {
    account: { name: string; avatar_image_url: string };
    body: string;
    /** Unix seconds. */
    send_time: number;
    message_id: string;
  };
  room: { room_id: number; name: string };
}

export interface GetMentionsResponse {
  /** The mentions this fetch found (only in the rooms updated since the member's last fetch). */
  mentions: Mention[];
  /** How many of them were stored for the first time. */
  added?: number;
  /** How many stored open mentions this fetch found answered (now 返信済). */
  answered?: number;
}
