// What other areas use from SA (its pages load lazily from routes.tsx).
export { useSaList, resetSaListForTests } from './hooks/use-sa-list';
