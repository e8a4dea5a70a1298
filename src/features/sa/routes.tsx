// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { SaPage, SaRowPage, SaDuplicatesPage } from './components/sa-page';
