// The SA area's public API: the route reaches the page through ./routes (lazy).
export type { SaCustomer } from './model/types';
