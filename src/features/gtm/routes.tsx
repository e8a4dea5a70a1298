// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { GtmPage } from './components/gtm-page';
