import { CreateDocumentPage } from '@/components/publishing/document-pages';
import { EMPTY_DRAFT } from '../model/promotion-draft';
import { promotionArea } from './promotion-area';

// Create is always allowed, so the required-field messages can speak on submit.
const always = () => true;

export function PromotionCreatePage() {
  return <CreateDocumentPage area={promotionArea} initial={EMPTY_DRAFT} canSubmit={always} />;
}
