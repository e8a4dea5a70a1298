// The ゴミ箱 screen, lazy-loaded by the router (every member).
export { TrashPage } from './components/trash-page';
