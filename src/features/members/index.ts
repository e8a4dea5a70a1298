// The members feature's public API.
export { hasChatworkKey, hasSecret, saveChatworkKey, saveSecret } from './data/chatwork-key';
export { useAssigneeLinks } from './hooks/use-assignee-links';
export { useMemberNames } from './hooks/use-member-names';
