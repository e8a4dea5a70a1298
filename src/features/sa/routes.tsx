// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { SaPage } from './components/sa-page';
