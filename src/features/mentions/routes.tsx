// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { MentionsPage } from './components/mentions-page';
