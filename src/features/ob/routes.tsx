// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { ObPage } from './components/ob-page';
