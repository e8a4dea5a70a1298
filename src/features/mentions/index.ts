// What the app shell uses from the mentions area (its pages load lazily from routes.tsx).
export { useMentionsCount } from './hooks/use-mentions-count';
// What a customer's page shows of the member's mentions about it.
export { useMentionsAbout } from './hooks/use-mentions-about';
export { MentionCard } from './components/mention-card';
export type { StoredMention } from './model/stored-mention';
