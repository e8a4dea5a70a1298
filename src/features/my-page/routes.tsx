// Pages the router lazy-loads (src/app/routes/admin-routes.tsx).
export { MyPage } from './components/my-page';
