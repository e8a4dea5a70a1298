import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveWithToasts } from '@/components/publishing/document-form';
import { useStaffIdentity } from '@/features/auth';
import { paths } from '@/lib/paths';
import { createPromotion } from '../data/promotions';
import { EMPTY_DRAFT, hasContent } from '../model/promotion-draft';
import { promotionStrings as s } from '../strings';
import { PromotionForm } from './promotion-form';

const always = () => true;

export function PromotionCreatePage() {
  const navigate = useNavigate();
  const staff = useStaffIdentity();
  const onSaved = useCallback(() => void navigate(paths.promotions), [navigate]);
  return (
    <PromotionForm
      pageTitle={s.createTitle}
      initial={EMPTY_DRAFT}
      isDirty={hasContent}
      canSubmit={always}
      submitLabel={s.create}
      submittingLabel={s.creating}
      onCancel={() => void navigate(paths.promotions)}
      onSaved={onSaved}
      onSubmit={(draft) =>
        saveWithToasts(() => createPromotion(draft, staff), {
          ok: s.created,
          failed: s.createFailed,
        })
      }
    />
  );
}
