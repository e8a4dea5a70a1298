// The mentions feature's public API: the pure display rules, usable without the screen.
export { formatMentionTime } from './model/relative-time';
export { stripChatworkMarkup } from './model/strip-markup';
export { chatworkMessageUrl } from './model/chat-link';
export type { Mention } from './model/types';
