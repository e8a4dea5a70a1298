// What other areas use from OB (its pages load lazily from routes.tsx).
export { useObList, resetObListForTests } from './hooks/use-ob-list';
