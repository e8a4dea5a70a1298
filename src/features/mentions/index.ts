// What the app shell uses from the mentions area (its pages load lazily from routes.tsx).
export { useMentionsCount } from './hooks/use-mentions-count';
