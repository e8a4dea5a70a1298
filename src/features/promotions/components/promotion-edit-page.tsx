import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { saveWithToasts } from '@/components/publishing/document-form';
import { EditDocumentLoader } from '@/components/publishing/edit-document-loader';
import { useStaffIdentity } from '@/features/auth';
import { paths } from '@/lib/paths';
import { getPromotion, updatePromotion } from '../data/promotions';
import { differsFrom, draftOf } from '../model/promotion-draft';
import type { PromotionDraft } from '../model/types';
import { promotionStrings as s } from '../strings';
import { PromotionForm } from './promotion-form';

const loadMessages = { notFound: s.notFound, loadFailed: s.loadFailed };
const saveMessages = { ok: s.updated, failed: s.updateFailed };

export function PromotionEditPage() {
  const { promotionId } = useParams();
  const navigate = useNavigate();
  const staff = useStaffIdentity();
  const onSaved = useCallback(() => void navigate(paths.promotions), [navigate]);
  if (!promotionId) return <Navigate to={paths.promotions} replace />;
  return (
    <EditDocumentLoader
      key={promotionId}
      id={promotionId}
      title={s.editTitle}
      // An archived promotion is gone for its editor too.
      load={() => getPromotion(promotionId).then((p) => (p && !p.isArchived ? draftOf(p) : null))}
      messages={loadMessages}
      backTo={paths.promotions}
    >
      {(loaded) => {
        const changed = (draft: PromotionDraft) => differsFrom(draft, loaded);
        return (
          <PromotionForm
            pageTitle={s.editTitle}
            initial={loaded}
            isDirty={changed}
            canSubmit={changed}
            submitLabel={s.update}
            submittingLabel={s.updating}
            onCancel={() => void navigate(paths.promotions)}
            onSaved={onSaved}
            onSubmit={(draft) =>
              saveWithToasts(() => updatePromotion(promotionId, draft, staff), saveMessages)
            }
          />
        );
      }}
    </EditDocumentLoader>
  );
}
