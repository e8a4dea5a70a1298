// Admin pages the router lazy-loads for promotion management (one chunk; the code editor is
// a further lazy chunk inside it).
export { PromotionListPage } from './components/promotion-list-page';
export { PromotionCreatePage } from './components/promotion-create-page';
export { PromotionEditPage } from './components/promotion-edit-page';
