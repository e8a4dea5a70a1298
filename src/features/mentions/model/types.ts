/** One mention as getChatworkMentions returns it (spec section 3, "Mention item"). */
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
