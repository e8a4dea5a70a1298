// The members feature's public API.
export { readChatworkKey, saveChatworkKey } from './data/chatwork-key';
