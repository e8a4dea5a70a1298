import { useParams } from 'react-router-dom';
import { EditDocumentPage } from '@/components/publishing/document-pages';
import { promotionArea } from './promotion-area';

export function PromotionEditPage() {
  return <EditDocumentPage area={promotionArea} id={useParams().promotionId} />;
}
