// The screens the router lazy-loads, under the names every customer table's routes use
// (src/app/routes/customer-table-routes.tsx builds /sa, /sa/{id} and /sa/duplicates from them).
export {
  SaPage as ListPage,
  SaRowPage as RowPage,
  SaDuplicatesPage as DuplicatesPage,
} from './components/sa-page';
