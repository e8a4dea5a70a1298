// The screens the router lazy-loads, under the names every customer table's routes use
// (src/app/routes/customer-table-routes.tsx builds /deals and /deals/{id} from them; 名寄せ does
// not apply to deals). `ReferencingSection` is what a customer's page shows of its deals.
export { DealsPage as ListPage, DealRowPage as RowPage } from './components/deal-page';
export { CustomerDeals as ReferencingSection } from './components/customer-deals';
// The ヨミ表 (src/app/routes/admin-routes.tsx).
export { ForecastPage } from './components/forecast-page';
