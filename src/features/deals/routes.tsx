// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { DealsPage, DealRowPage } from './components/deal-page';
export { ForecastPage } from './components/forecast-page';
export { CustomerDeals } from './components/customer-deals';
