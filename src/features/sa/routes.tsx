// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { SaPage, SaRowPage } from './components/sa-page';
