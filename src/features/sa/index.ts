// What other areas use from SA (its pages load lazily from routes.tsx).
export { useSaList } from './hooks/use-sa-list';
