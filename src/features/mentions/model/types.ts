/** One mention as getChatworkMentions returns it: the one definition both sides compile. */
export type { Mention } from '@/contracts/mentions';
