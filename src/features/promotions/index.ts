// Promotions' public API for other features. The router reaches the pages through ./routes
// (admin) and ./public-routes (visitors), both lazy.
export type { Promotion } from './model/types';
