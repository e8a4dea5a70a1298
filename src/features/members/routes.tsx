// Lazy route modules of the members feature (loaded by src/app/routes/admin-routes.tsx).
export { MembersPage } from './components/members-page';
