// What other areas use from 案件 (its pages load lazily from routes.tsx).
export { useDealList, resetDealListForTests } from './hooks/use-deal-list';
