// The members feature's public API.
export { readChatworkKey, saveChatworkKey } from './data/chatwork-key';
export { useAssigneeLinks } from './hooks/use-assignee-links';
