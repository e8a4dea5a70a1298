// The screens the router lazy-loads, under the names every customer table's routes use
// (src/app/routes/customer-table-routes.tsx builds /ob, /ob/{id} and /ob/duplicates from them).
export {
  ObPage as ListPage,
  ObRowPage as RowPage,
  ObDuplicatesPage as DuplicatesPage,
} from './components/ob-page';
