// The public promotion page, its own chunk: no admin screens, no code editor.
export { PublicPromotionPage } from './components/public-promotion-page';
