/** The message in Chatwork's web app (spec section 9: room id plus message id). */
export function chatworkMessageUrl(roomId: number, messageId: string): string {
  return `https://www.chatwork.com/#!rid${roomId}-${encodeURIComponent(messageId)}`;
}
