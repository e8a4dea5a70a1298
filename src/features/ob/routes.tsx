// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { ObPage, ObRowPage, ObDuplicatesPage } from './components/ob-page';
