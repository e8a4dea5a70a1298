// What other areas use from OB (its pages load lazily from routes.tsx).
export { useObList } from './hooks/use-ob-list';
